/**
 * An exact list read refuses a query key it does not name as a body refuses a field
 * (不支持的字段：<names>), an inherited name included; the keys it names (paging, order, the
 * header scope the console adds, its filters) are read, and the query each page sends is accepted.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_READS } from '@contract/endpoints/access';
import { AGENT_READS } from '@contract/endpoints/agents';
import { CONFIG_READS } from '@contract/endpoints/config';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { LOG_READS } from '@contract/endpoints/logs';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { REPORTS } from '@contract/endpoints/reports';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { RIDER_READS } from '@contract/endpoints/riders';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { getBlacklist } from '@mocks/db/blacklist';
import { getDb } from '@mocks/db/store';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getUpgradeTasks } from '@mocks/db/upgrades';
import { call, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const LIST = RIDER_READS.blacklistList.path;
const readAt = async (path: string, s: Session, query: Record<string, unknown>) =>
  (await call('GET', path, { session: s, query: { page: 1, pageSize: 20, ...query } })).body;
const read = (s: Session, query: Record<string, unknown>) => readAt(LIST, s, query);

/** What every list page adds: paging (above), a column's order and the header scope. */
const PAGE = { sortField: 'id', sortOrder: 'descend', agentIds: '', opAreaIds: '' };

/** Each exact list, and the query its page sends (the filter form's keys, each as the form sets it). */
const EXACT_LISTS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  [RIDER_READS.blacklistList.path, { keyword: 'U', addedAt: '', serviceAreaId: '', permanent: '' }],
  [CONFIG_READS.fault.path, { keyword: '刹车', category: '', state: 'enabled' }],
  [CONFIG_READS.notice.path, { keyword: '', channel: 'sms', state: '' }],
  [CONFIG_READS.message.path, { keyword: '', status: 'published', serviceAreaId: '' }],
  [CONFIG_READS.fencePage.path, { keyword: '', serviceAreaId: '', kind: 'parking' }],
  [ACCESS_READS.authorizeInfo.path, { keyword: '', state: 'pending' }],
  [ACCESS_READS.role.path, { keyword: '', state: 'enabled' }],
  [ACCESS_READS.user.path, { keyword: '138', roleId: '', state: '' }],
  [ACCESS_READS.groupByKeyMember.path.replace(':key', '2'), { keyword: '' }],
  [AGENT_READS.agentAccount.path, { keyword: '', state: 'enabled' }],
  [AGENT_READS.agentRole.path, { keyword: '' }],
  [AGENT_READS.agentServiceArea.path, { keyword: '', agentId: '' }],
  [PRODUCTION_READS.fixedCode.path, { keyword: '', generated: 'no', serviceAreaId: '' }],
  [
    PRODUCTION_READS.vehicle.path,
    { keyword: '', bound: 'unbound', model: '', batch: '2026', producedAt: '2026-01-01~2026-12-31' },
  ],
  [PRODUCTION_READS.importHistory.path, {}],
  [PRODUCTION_READS.firmware.path, {}],
  [PRODUCTION_READS.voicePack.path, { keyword: '' }],
  [PRODUCTION_READS.voltageScheme.path, { keyword: '' }],
  [MARKETING_READS.fixedTask.path, { keyword: '', state: 'enabled' }],
  [MARKETING_READS.customTask.path, { keyword: '', state: '' }],
  [MARKETING_READS.recharge.path, { keyword: '', state: '', serviceAreaId: '' }],
  [MARKETING_READS.ridingActivity.path, { keyword: '', state: 'enabled', serviceAreaId: '' }],
  [MARKETING_READS.invite.path, { keyword: '', state: '', serviceAreaId: '' }],
  [MARKETING_READS.pricing.path, { serviceAreaId: '' }],
  [MARKETING_READS.help.path, { keyword: '', category: '用车指南' }],
  [MARKETING_READS.ad.path, { keyword: '', position: 'home_banner', state: '' }],
  [MARKETING_READS.couponIssues.path, {}],
  [
    MARKETING_READS.riderCoupon.path,
    {
      get userId() {
        return getBlacklist()[0]!.userId;
      },
    },
  ],
  [MARKETING_READS.userReward.path, { keyword: '', activityId: '', status: '', createdAt: '2026-01-01~2026-12-31' }],
  [MARKETING_READS.coupon.path, { keyword: '', kind: '', state: 'enabled' }],
  [MARKETING_READS.mall.path, { keyword: '', kind: '', state: '' }],
  [MARKETING_READS.memberCard.path, { keyword: '', kind: '', state: '', serviceAreaId: '' }],
  ...[REVIEW_READS.studentList, REVIEW_READS.rebindList, REVIEW_READS.returnCarList, REVIEW_READS.invoiceList].map(
    (d) => [d.path, { keyword: '', createdAt: '', status: 'pending' }] as const,
  ),
  [REVIEW_READS.worksheetList.path, { keyword: '', status: '', type: '', createdAt: '2026-01-01~2026-12-31' }],
  [SUPPORT_READS.ticketList.path, { keyword: '', kind: '', priority: '', status: '', createdAt: '' }],
  [FLEET_READS.alarmList.path, { keyword: '', status: '', alarm: '', serviceAreaId: '' }],
  [
    FLEET_READS.opsTaskList.path,
    { keyword: '', status: '', kind: '', overdue: 'true', createdAt: '', serviceAreaId: '' },
  ],
  [FLEET_READS.parkApplicationList.path, { keyword: '', serviceAreaId: '', createdAt: '', status: 'pending' }],
  [FLEET_READS.repairList.path, { keyword: '', status: '', faultType: '', reportedAt: '' }],
  // 车辆列表, 设备列表 and 车辆筛选 (its conditions, sorted by battery)
  [
    FLEET_READS.vehicleList.path,
    { keyword: '', status: 'low_battery', battery: '5~15', serviceAreaId: '', online: 'true', alarm: '' },
  ],
  [FLEET_READS.vehicleList.path, { keyword: '', online: '', alarm: 'offline', firmware: 'v2.1.0', serviceAreaId: '' }],
  [
    FLEET_READS.vehicleList.path,
    {
      idleHours: '48',
      batteryBelow: '20',
      outsideArea: 'true',
      inNoParking: 'true',
      noRideDays: '3',
      serviceAreaId: '',
    },
  ],
  // 操作员日志, and the home's recent entries and sign-ins of the operator
  [LOG_READS.aliyunlogUserlogs.path, { keyword: '锁车', at: '2026-01-01~2026-12-31' }],
  [
    LOG_READS.aliyunlogUserlogs.path,
    {
      get opManId() {
        return getDb().operators[0]!.opManId;
      },
      action: '登录系统',
    },
  ],
  [FLEET_READS.vehicleLogs.path, { keyword: '', event: '', at: '' }],
  [FLEET_READS.deviceLogs.path, { keyword: '', command: '', result: '', at: '' }],
  [PRODUCTION_READS.upgradeTask.path, {}],
  [REPORTS.reconciliation.path, { date: '2026-01-01~2026-01-31', channel: 'wechat', result: '' }],
  [
    RIDER_READS.orderList.path,
    { keyword: '', status: '', payChannel: '', startAt: '2026-01-01~2026-12-31', serviceAreaId: '' },
  ],
  ...[RIDER_READS.orderList, RIDER_READS.refundList, RIDER_READS.userWallet, RIDER_READS.userBans].map(
    (d) =>
      [
        d.path,
        {
          get userId() {
            return getBlacklist()[0]!.userId;
          },
        },
      ] as const,
  ),
  [
    RIDER_READS.userList.path,
    {
      keyword: '',
      depositStatus: '',
      realNameVerified: 'true',
      studentStatus: '',
      blacklisted: 'false',
      registeredAt: '',
      serviceAreaId: '',
    },
  ],
  [
    PRODUCTION_READS.upgradeTaskDevices.path,
    {
      get id() {
        return getUpgradeTasks()[0]!.id;
      },
      state: '',
    },
  ],
];

describe('an exact list query', { timeout: 60000 }, () => {
  it('refuses a key it does not name, an inherited name included', async () => {
    const s = await signInAsPhone();
    expect(await read(s, { foo: 1 })).toMatchObject({ suc: false, error: { code: 400, promt: '不支持的字段：foo' } });
    expect(await read(s, { constructor: 1 })).toMatchObject({
      suc: false,
      error: { code: 400, promt: '不支持的字段：constructor' },
    });
    expect(await read(s, { foo: 1, toString: 'x' })).toMatchObject({
      suc: false,
      error: { promt: '不支持的字段：foo、toString' },
    });
  });

  it('reads the keys it names: paging, order, the header scope and its filters', async () => {
    const s = await signInAsPhone();
    const all = await read(s, {});
    expect(all.suc).toBe(true);
    expect(all.data.total).toBe(getBlacklist().length);
    const one = getBlacklist()[0]!;
    const found = await read(s, {
      keyword: one.userId,
      sortField: 'addedAt',
      sortOrder: 'descend',
      agentIds: '',
      opAreaIds: '',
      serviceAreaId: one.serviceAreaId,
    });
    expect(found).toMatchObject({ suc: true, data: { total: 1 } });
    expect(found.data.rows[0]).toMatchObject({ userId: one.userId });
  });

  it.each(EXACT_LISTS)('%s refuses foo and constructor, and accepts what its page sends', async (path, sent) => {
    const s = await signInAsPhone();
    expect(await readAt(path, s, { ...PAGE, ...sent, foo: 1 })).toMatchObject({
      suc: false,
      error: { code: 400, promt: '不支持的字段：foo' },
    });
    expect(await readAt(path, s, { constructor: 1 })).toMatchObject({
      suc: false,
      error: { code: 400, promt: '不支持的字段：constructor' },
    });
    const answer = await readAt(path, s, { ...PAGE, ...sent });
    expect(answer).toMatchObject({ suc: true, data: { rows: expect.any(Array) } });
    expect(answer.data.total).toBeGreaterThanOrEqual(answer.data.rows.length);
  });

  it("an operator's devices (a plain array) take the row's operator id or a phone, and no other key", async () => {
    const s = await signInAsPhone();
    const path = ACCESS_READS.loginInfo.path;
    const devices = await call('GET', path, { session: s, query: { opManId: s.opManId } });
    expect(devices.body).toMatchObject({ suc: true, data: expect.any(Array) });
    expect((await call('GET', path, { session: s, query: { phone: s.phone } })).body.data).toEqual(devices.body.data);
    for (const [query, names] of [
      [{ opManId: s.opManId, page: '1' }, 'page'],
      [{ opManId: s.opManId, foo: '1' }, 'foo'],
      [{ constructor: '1' }, 'constructor'],
    ] as const)
      expect((await call('GET', path, { session: s, query })).body).toMatchObject({
        suc: false,
        error: { code: 400, promt: `不支持的字段：${names}` },
      });
  });

  it('the ops task list reads the service area its page filters by', async () => {
    const s = await signInAsPhone();
    const tasks = getVehicleLogs().tasks;
    const area = tasks[0]!.serviceAreaId;
    const read = await readAt(FLEET_READS.opsTaskList.path, s, { serviceAreaId: area, pageSize: 500 });
    expect(read.data.total).toBe(tasks.filter((t) => t.serviceAreaId === area).length);
    expect(read.data.total).toBeLessThan(tasks.length);
    expect(read.data.rows.every((t: { serviceAreaId: string }) => t.serviceAreaId === area)).toBe(true);
  });
});
