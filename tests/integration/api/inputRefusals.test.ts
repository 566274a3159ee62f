/**
 * route() parses a call's input with its endpoint's schema (contract/schemas/inputs/) before
 * the handler runs: a field of the wrong type is refused as bad input (400) with that field's
 * message, and nothing changes. Before, a fence named by a number reached the handler, whose
 * `name.trim()` threw: a 500 (服务器内部错误) instead of the form's own words.
 */
import { describe, expect, it } from 'vitest';
import { CONFIG_WRITES, MARKETING_WRITES } from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { getFences } from '@mocks/db/fences';
import { getCoupons } from '@mocks/db/marketing';
import { MARKETING_INPUT_MSG } from '@contract/inputMessages';
import { MONEY_LIMITS } from '@contract/money';
import { call, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

describe('a field of the wrong type is refused with its message, before the handler', () => {
  it('a fence named by a number', async () => {
    const s = await signInAsPhone('13800000000');
    const fences = getFences().length;
    const res = await call('POST', pathOf(CONFIG_WRITES.fenceSave), {
      session: s,
      body: { kind: 'no_stop', name: 123, serviceAreaId: 'SA001', polygon: [] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suc: false, error: { code: 400, promt: '请输入围栏名称' } });
    expect(getFences()).toHaveLength(fences);
  });

  it('a coupon whose value is a text, and one whose kind is missing', async () => {
    const s = await signInAsPhone('13800000000');
    const coupons = getCoupons().length;
    const coupon = { name: '输入检查券', threshold: 0, validDays: 7, stock: 10, serviceAreaIds: ['SA001'] };
    const path = pathOf(MARKETING_WRITES.couponCreate);
    const asText = await call('POST', path, { session: s, body: { ...coupon, kind: 'amount', value: '1e3' } });
    expect(asText.body).toEqual({ suc: false, error: { code: 400, promt: MONEY_LIMITS.couponValue.message } });
    const noKind = await call('POST', path, { session: s, body: { ...coupon, value: 100 } });
    expect(noKind.body).toEqual({ suc: false, error: { code: 400, promt: MARKETING_INPUT_MSG.couponKind } });
    expect(getCoupons()).toHaveLength(coupons);
  });
});
