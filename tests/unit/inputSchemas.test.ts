/**
 * Every endpoint described in contract/ declares its input (contract/schemas/inputs/): the
 * embedded backend's route() parses a call with it before the handler runs. The count of
 * endpoints still without one is pinned: it may only go down, to none.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@contract/endpoints';
import { pathParams } from '@contract/endpoint';
import { inputSchemaOf, parseInput } from '@contract/schemas/inputs';
import { MARKETING_WRITES, CONFIG_WRITES } from '@contract/actions';
import { MARKETING_INPUT_MSG } from '@contract/inputMessages';

/** Endpoints without an input schema today: lower it as schemas are added, never raise it. */
const WITHOUT_SCHEMA = 0; // every endpoint has one

describe('input schemas', () => {
  it('the endpoints without one are counted, and the count only goes down', () => {
    const missing = ENDPOINTS.filter(({ endpoint }) => !inputSchemaOf(endpoint)).map(({ id }) => id);
    console.info(`input schemas: ${ENDPOINTS.length - missing.length} of ${ENDPOINTS.length} endpoints`);
    expect(missing.length, missing.join('\n')).toBeLessThanOrEqual(WITHOUT_SCHEMA);
  });

  it('a schema of an endpoint with path parameters reads them, a write reads its body', () => {
    const incomplete = ENDPOINTS.filter(({ endpoint: e }) => {
      const s = inputSchemaOf(e);
      if (!s) return false;
      if (pathParams(e.path).length && !s.params) return true;
      return e.method !== 'get' && !pathParams(e.path).length && !s.body;
    }).map(({ id }) => id);
    expect(incomplete).toEqual([]);
  });

  it('a closed set refuses every name an object inherits, with the field message', () => {
    const coupon = { name: '券', value: 100, threshold: 0, stock: 1, validDays: 1, serviceAreaIds: ['SA001'] };
    for (const kind of ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'])
      expect(parseInput(MARKETING_WRITES.couponCreate, { params: {}, query: {}, body: { ...coupon, kind } })).toEqual({
        ok: false,
        field: 'body.kind',
        message: MARKETING_INPUT_MSG.couponKind,
      });
    const ok = parseInput(MARKETING_WRITES.couponCreate, {
      params: {},
      query: {},
      body: { ...coupon, kind: 'amount' },
    });
    expect(ok).toMatchObject({ ok: true, body: { kind: 'amount', value: 100 } });
  });

  it('a field that is missing or of another type is refused with its own message, not the library’s', () => {
    expect(parseInput(CONFIG_WRITES.noticeCreate, { params: {}, query: {}, body: { name: 7 } })).toEqual({
      ok: false,
      field: 'body.name',
      message: '请输入模板名称',
    });
  });
});
