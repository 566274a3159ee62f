/**
 * /marketing/invite-activity-task and its edit page (yqyl) against the embedded
 * backend: name and state are sent and narrow the list; an activity added on the
 * edit page (end before start refused first) is sent with its rewards in fen and
 * listed; a taken name keeps the form with the server's reason, then an edit changes
 * the row; disabling asks first; delete is refused while invites exist and removes
 * an activity nobody joined; a user without yqyl is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import InviteActivityEditPage from '@/features/marketing/pages/InviteActivityEditPage';
import InviteActivityPage from '@/features/marketing/pages/InviteActivityPage';
import { http } from '@/shared/http/client';
import { getInviteActivities } from '@mocks/db/invites';
import { setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, choose, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectOperationsRefused, expectDisableAsksFirst, searchBy, openPage } from '../harness/scenarios';
import { now } from '@/shared/utils/clock';
import { zonedDay } from '@/shared/utils/zone';

setupBackend();

const LIST = '/marketing/invite-activity-task';
const EDIT = '/marketing/invite-activity-task-edit';
const ALL = ['IA004', 'IA003', 'IA002', 'IA001'];
// days of the service areas' calendar (UTC+8), as the console reckons an activity's phase
const day = (n: number) => dayjs(zonedDay(now())).add(n, 'day').format('YYYY-MM-DD');

async function pickDate(user: ReturnType<typeof renderPage>['user'], label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${value}{Enter}`);
}

describe(LIST, { timeout: 120000 }, () => {
  it('a search by name and state is sent and lists only the matching activity with its rewards', async () => {
    const { user, seen } = await openPage(InviteActivityPage, LIST, { capture: '/platform/marketing/invite' });
    expect(await waitForRows(4)).toEqual(ALL);
    await searchBy(user, seen, { 活动名称: '邀请有礼', 状态: '启用' }, { keyword: '邀请有礼', state: 'enabled' });
    await waitFor(() => expect(rowKeys()).toEqual(['IA004', 'IA003', 'IA001']));
    const row = within(rowOf('IA003'));
    expect(row.getByText('余额 ¥5.00')).toBeInTheDocument();
    expect(row.getByText('优惠券「新用户骑行券」')).toBeInTheDocument();
    expect(row.getByText('被邀请人完成首次骑行')).toBeInTheDocument();
    expect(row.getByText('进行中')).toBeInTheDocument();
    expect(row.getByText('48 人')).toBeInTheDocument();
    expect(within(rowOf('IA004')).getByText('未开始')).toBeInTheDocument();
    expect(within(rowOf('IA001')).getByText('已结束')).toBeInTheDocument();
  });

  it('an end before the start is refused; the new activity is sent with its rewards in fen and listed', async () => {
    const { user, seen } = await openPage(InviteActivityEditPage, EDIT, {
      capture: '/platform/marketing/invite',
      more: { [LIST]: InviteActivityPage },
    });
    await user.type(await screen.findByRole('textbox', { name: '活动名称' }), '春季邀请有礼');
    await choose(user, '服务区', '西湖服务区');
    await pickDate(user, '开始日期', day(10));
    await pickDate(user, '结束日期', day(5));
    await choose(user, '邀请人奖励优惠券', '新用户骑行券');
    await user.click(screen.getAllByText('余额')[1]);
    await user.type(await screen.findByRole('textbox', { name: '被邀请人奖励金额' }), '3');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    // the form may draw the message again as it validates once more (a new node with the same text)
    await waitFor(() => expect(screen.getByText('结束日期不能早于开始日期')).toBeVisible());
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await pickDate(user, '结束日期', day(40));
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('IA005'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '春季邀请有礼',
      serviceAreaIds: ['SA001'],
      startDate: day(10),
      endDate: day(40),
      condition: 'register',
      // each reward its kind and that kind's own field only
      inviterReward: { kind: 'coupon', couponId: 'CP004' },
      inviteeReward: { kind: 'balance', amount: 300 },
    });
    const row = within(rowOf('IA005'));
    expect(row.getByText('余额 ¥3.00')).toBeInTheDocument();
    expect(row.getByText('0 人')).toBeInTheDocument();
  });

  it('a taken name keeps the form with the server reason; the edit then changes the row', async () => {
    const { user, seen } = await openPage(InviteActivityEditPage, `${EDIT}?id=IA002`, {
      capture: '/platform/marketing/invite',
      more: { [LIST]: InviteActivityPage },
    });
    const name = await screen.findByRole('textbox', { name: '活动名称' });
    expect(name).toHaveValue('通勤邀请季');
    expect(screen.getByText('已邀请 17 人；修改后的奖励只对之后的邀请生效。')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '冬季邀请有礼');
    await user.click(screen.getByRole('radio', { name: '被邀请人完成首次骑行' }));
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('活动名称已存在')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '活动名称' })).toHaveValue('冬季邀请有礼');
    expect(screen.getByRole('radio', { name: '被邀请人完成首次骑行' })).toBeChecked();

    await user.clear(screen.getByRole('textbox', { name: '活动名称' }));
    await user.type(screen.getByRole('textbox', { name: '活动名称' }), '通勤邀请季二期');
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitForRows(4);
    expect(within(rowOf('IA002')).getByText('通勤邀请季二期')).toBeInTheDocument();
    expect(within(rowOf('IA002')).getByText('被邀请人完成首次骑行')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      id: 'IA002',
      name: '通勤邀请季二期',
      condition: 'first_ride',
    });
  });

  it('disabling asks first, then the row shows 停用', async () => {
    await expectDisableAsksFirst(InviteActivityPage, LIST, {
      rows: 4,
      id: 'IA003',
      dialog: '停用邀请有礼活动',
      write: '/platform/marketing/invite/state',
      shows: '停用',
    });
  });

  it('delete is refused while invites exist, and removes an activity nobody joined', async () => {
    const { user } = await openPage(InviteActivityPage, LIST);
    await waitForRows(4);
    const remove = async (id: string, name: string) => {
      await user.click(within(rowOf(id)).getByRole('button', { name: btn('删除') }));
      const ask = (await screen.findByText(`确定删除「${name}」吗？`)).closest<HTMLElement>('.ant-popover');
      await user.click(within(ask as HTMLElement).getByRole('button', { name: btn('删除') }));
    };
    await remove('IA003', '冬季邀请有礼');
    expect(await screen.findByText('该活动已有用户参与邀请，不能删除')).toBeInTheDocument();
    expect(rowKeys()).toContain('IA003');
    await remove('IA004', '滨江开城邀请有礼');
    await waitFor(() => expect(rowKeys()).toEqual(['IA003', 'IA002', 'IA001']));
  });

  it("a reward carrying another kind's field is refused with the field's name, and nothing is added", async () => {
    await signInAs();
    const before = getInviteActivities().length;
    const body = (inviterReward: unknown, inviteeReward: unknown) => ({
      name: '多余字段的邀请',
      serviceAreaIds: ['SA001'],
      startDate: day(10),
      endDate: day(40),
      condition: 'register',
      inviterReward,
      inviteeReward,
    });
    const refusal = (b: unknown) =>
      http.post('/platform/marketing/invite', b, { silent: true }).then(
        () => '',
        (e: Error) => e.message,
      );
    const coupon = { kind: 'coupon', couponId: 'CP004' };
    expect(await refusal(body(coupon, { kind: 'balance', couponId: '', amount: 300 }))).toBe('不支持的字段：couponId');
    expect(await refusal(body({ ...coupon, amount: 0 }, { kind: 'balance', amount: 300 }))).toBe(
      '不支持的字段：amount',
    );
    expect(await refusal(body(coupon, { kind: 'card_days', days: 3 }))).toBe('请选择被邀请人奖励类型');
    expect(await refusal(body(coupon, { kind: 'balance', amount: 0 }))).toMatch(/^被邀请人/);
    expect(getInviteActivities()).toHaveLength(before);
  });

  it('a user without yqyl is refused by the backend', async () => {
    await expectOperationsRefused('/platform/marketing/invite', (q) =>
      http.post('/platform/marketing/invite/delete', { id: 'IA004' }, q),
    );
    expect(getInviteActivities().some((a) => a.id === 'IA004')).toBe(true);
  });
});
