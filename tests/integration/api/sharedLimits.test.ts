/**
 * The forms (config, marketing, fences, production) and the embedded backend take their text limits from one place
 * (TEXT_LIMITS in contract/validators.ts): for any length, the backend accepts a text the
 * form's rule accepts and refuses the longer one with the form's own message. fast-check
 * prints the seed and the shrunk case of a failure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathOf } from '@contract/endpoint';
import { CONFIG_WRITES, MARKETING_WRITES, PRODUCTION_WRITES, type WriteEndpoint } from '@contract/actions';
import { getDb } from '@mocks/db/store';
import { getHelp } from '@mocks/db/marketing';
import { TEXT_LIMITS, tooLong, type TextLimit } from '@contract/validators';
import { call, couponBody, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

/** A small square around the middle of 西湖服务区 (a no-stop zone must lie inside its area). */
function squareInWestLake(): Array<[number, number]> {
  const ring = getDb().serviceAreas[0]!.polygon;
  const lng = ring.reduce((n, p) => n + p[0], 0) / ring.length;
  const lat = ring.reduce((n, p) => n + p[1], 0) / ring.length;
  const d = 0.0005;
  return [
    [lng - d, lat - d],
    [lng + d, lat - d],
    [lng + d, lat + d],
    [lng - d, lat + d],
  ];
}

/** Each limited field with a valid record around it (a unique name per call, so none is taken). */
const FIELDS: Array<{
  field: string;
  limit: TextLimit;
  body: (text: string, n: number) => Record<string, unknown>;
  write: WriteEndpoint;
}> = [
  {
    field: '故障名称',
    limit: TEXT_LIMITS.faultName,
    write: CONFIG_WRITES.faultCreate,
    body: (t) => ({ name: t, category: 'body', priority: 'low', state: 'enabled' }),
  },
  {
    field: '模板名称',
    limit: TEXT_LIMITS.templateName,
    write: CONFIG_WRITES.noticeCreate,
    body: (t) => ({ name: t, channel: 'inapp', content: '您的订单已结束' }),
  },
  {
    field: '短信模板内容',
    limit: TEXT_LIMITS.smsTemplate,
    write: CONFIG_WRITES.noticeCreate,
    body: (t, n) => ({ name: `短信${n}`, channel: 'sms', content: t }),
  },
  {
    field: '消息标题',
    limit: TEXT_LIMITS.messageTitle,
    write: CONFIG_WRITES.messageCreate,
    body: (t) => ({ title: t, content: '内容', startAt: '2026-01-01T00:00:00Z', endAt: '2026-01-02T00:00:00Z' }),
  },
  {
    field: '活动名称',
    limit: TEXT_LIMITS.activityName,
    write: MARKETING_WRITES.rechargeCreate,
    body: (t) => ({
      name: t,
      tiers: [{ pay: 5000, gift: 500 }],
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      serviceAreaIds: ['SA001'],
    }),
  },
  {
    field: '任务名称',
    limit: TEXT_LIMITS.taskName,
    write: MARKETING_WRITES.customTaskCreate,
    body: (t) => ({
      name: t,
      conditions: [{ metric: 'ride_count', min: 1, days: 1 }],
      segment: { serviceAreaId: '', realNameVerified: false, depositPaid: false, registeredWithinDays: 0 },
      reward: { kind: 'balance', amount: 300 },
      limitPerRider: 1,
      totalLimit: 0,
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    }),
  },
  {
    field: '围栏名称',
    limit: TEXT_LIMITS.fenceName,
    write: CONFIG_WRITES.fenceSave,
    body: (t) => ({ kind: 'no_stop', name: t, serviceAreaId: 'SA001', polygon: squareInWestLake() }),
  },
  {
    field: '语音包名称',
    limit: TEXT_LIMITS.voicePackName,
    write: PRODUCTION_WRITES.voicePackCreate,
    body: (t) => ({ name: t }),
  },
  {
    field: '优惠券名称',
    limit: TEXT_LIMITS.couponName,
    write: MARKETING_WRITES.couponCreate,
    body: couponBody,
  },
  {
    field: '会员卡名称',
    limit: TEXT_LIMITS.memberCardName,
    write: MARKETING_WRITES.memberCardCreate,
    body: (t) => ({ name: t, kind: 'riding', days: 30, price: 2000, serviceAreaIds: ['SA001'], sort: 1 }),
  },
  {
    field: '商品名称',
    limit: TEXT_LIMITS.mallItemName,
    write: MARKETING_WRITES.mallCreate,
    body: (t) => ({ name: t, kind: 'gift', points: 100, stock: 10, limitPerRider: 1, sort: 1 }),
  },
  {
    field: '客服服务时间',
    limit: TEXT_LIMITS.hotlineHours,
    write: MARKETING_WRITES.hotline,
    // an edit of the hotline as it stands
    body: (t) => ({ phone: '400-800-1234', hours: t, updatedAt: getHelp().hotline.updatedAt }),
  },
  {
    field: '帮助文章标题',
    limit: TEXT_LIMITS.helpTitle,
    write: MARKETING_WRITES.helpCreate,
    body: (t) => ({ title: t, category: '用车指南', content: '扫码开锁即可用车', sort: 1 }),
  },
];

/**
 * A text of `length` characters, different for each `n` (no two records share a name): the
 * n-th CJK ideograph, padded with 字. (The last digits of n, as before, gave two one-character
 * names alike once n passed 10: the second was refused as taken, 故障名称已存在.)
 */
const textOf = (length: number, n: number) => String.fromCharCode(0x4e00 + n).padStart(length, '字');

describe('form and backend share the text limits of the config and marketing screens', () => {
  it('for any length, the backend accepts exactly what the form accepts, and refuses with the form’s message', async () => {
    const s: Session = await signInAsPhone('13800000000');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIELDS),
        fc.integer({ min: 1, max: 80 }),
        async ({ limit, body, write }, length) => {
          n += 1;
          const text = textOf(length, n);
          const method = write.method.toUpperCase() as 'POST' | 'PUT';
          const res = await call(method, pathOf(write), { session: s, body: body(text, n) });
          if (tooLong(text, limit)) expect(res.body.error?.promt).toBe(limit.message);
          else expect(res.body.suc, JSON.stringify(res.body.error)).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a title one character over the limit is refused with the message the form shows', async () => {
    const s = await signInAsPhone('13800000000');
    const over = textOf(TEXT_LIMITS.messageTitle.max + 1, 1);
    const res = await call('POST', pathOf(CONFIG_WRITES.messageCreate), { session: s, body: FIELDS[3]!.body(over, 1) });
    expect(res.body).toEqual({ suc: false, error: { code: 400, promt: '标题不能超过 30 个字' } });
  });
});
