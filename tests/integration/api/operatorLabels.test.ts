/**
 * Labels an operator notices, at the embedded backend: the repair fault list offers a device
 * fault and a communication fault; a part priced ¥0.00 is refused as the money rule says; a
 * missing 批次 is reported as required, not as a length rule.
 */
import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from '@contract/money';
import { PRODUCTION_MSG } from '@contract/production';
import { getFactoryVehicles } from '@mocks/db/factoryVehicles';
import { getRepairs } from '@mocks/db/repairs';
import { call, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const ADMIN = '13800000000';

async function data(s: Session, path: string): Promise<unknown> {
  const res = await call('GET', path, { session: s });
  expect(res.body.suc).toBe(true);
  return res.body.data;
}

describe('repair faults and parts', () => {
  it('the fault list offers 设备故障 and 通讯故障, and no fault type that is switched off', async () => {
    const s = await signInAsPhone(ADMIN);
    const faults = (await data(s, '/platform/repair/faults')) as string[];
    expect(faults).toEqual(expect.arrayContaining(['设备故障', '通讯故障']));
    // 车铃损坏 is configured but off (维修配置)
    expect(faults).not.toContain('车铃损坏');
  });

  it('a part priced ¥0.00 is refused with the price rule; ¥0.01 is taken', async () => {
    const s = await signInAsPhone(ADMIN);
    await data(s, '/platform/repair/faults');
    const t = getRepairs().find((x) => x.status === 'diagnosing')!;
    expect(t).toBeDefined();
    const order = (cost: number) =>
      call('POST', '/platform/repair/step', {
        session: s,
        body: { id: t.id, step: 'order_parts', parts: [{ name: '刹车线', qty: 1, cost }] },
      });
    const refused = await order(0);
    expect(refused.body).toMatchObject({ suc: false, error: { promt: MONEY_LIMITS.partCost.message } });
    expect(MONEY_LIMITS.partCost.message).toBe('配件单价须在 0.01～100000 元之间');
    expect(t.status).toBe('diagnosing');
    const taken = await order(1);
    expect(taken.body.suc).toBe(true);
    expect(t.parts).toEqual([{ name: '刹车线', qty: 1, cost: 1 }]);
  });
});

describe('production vehicle 批次', () => {
  it('a missing 批次 says 请输入批次; only a long one gets the length rule', async () => {
    const s = await signInAsPhone(ADMIN);
    const v = getFactoryVehicles()[0];
    const save = (batch: string) =>
      call('PUT', '/platform/production/vehicle', {
        session: s,
        body: {
          imei: v.imei,
          updatedAt: v.updatedAt,
          frameNo: v.frameNo,
          model: v.model,
          batch,
          firmware: v.firmware,
          voltageScheme: v.voltageScheme,
          voicePack: v.voicePack,
        },
      });
    for (const blank of ['', '   '])
      expect((await save(blank)).body).toMatchObject({ suc: false, error: { promt: PRODUCTION_MSG.batchRequired } });
    expect(PRODUCTION_MSG.batchRequired).toBe('请输入批次');
    expect((await save('B'.repeat(21))).body).toMatchObject({ suc: false, error: { promt: PRODUCTION_MSG.batch } });
  });
});
