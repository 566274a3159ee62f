/**
 * Every write endpoint has a reply schema: the integration tests check each write's reply
 * against it, the OpenAPI document describes it, and a backend team builds to it. A write
 * declared without one fails here. The schemas are precise (no write accepts any value),
 * and every write's refusals keep the one envelope shape a client reads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WRITE_ENDPOINTS } from '@contract/actions';
import { endpointKey, type Endpoint } from '@contract/endpoint';
import { replySchemaOf } from '@contract/schemas';
import { WRITE_REPLIES } from '@contract/schemas/actions';
import { replyDifference } from '@contract/schemas/envelope';

const anyWrite = fc.constantFrom(...WRITE_ENDPOINTS);
const isUserService = (e: Endpoint) => e.base === 'user';

/** Replies no write may answer: each is off every write's schema. */
const junk = fc.constantFrom<unknown>('ok', 0, true, [], { unexpected: 1 }, { rows: [], total: 0 });

describe('reply schemas of the write endpoints', () => {
  it('every declared write has a reply schema, and every write schema belongs to a declared write', () => {
    const missing = WRITE_ENDPOINTS.filter((e) => !replySchemaOf(e)).map(endpointKey);
    expect(missing).toEqual([]);
    const declared = new Set(WRITE_ENDPOINTS);
    const stray = WRITE_REPLIES.filter(([e]) => !declared.has(e as never)).map(([e]) => endpointKey(e));
    expect(stray).toEqual([]);
    const twice = WRITE_REPLIES.map(([e]) => endpointKey(e)).filter((k, i, all) => all.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });

  it('no write accepts an arbitrary reply', () => {
    fc.assert(
      fc.property(anyWrite, junk, (e, body) => {
        const reply = isUserService(e) ? body : { suc: true, data: body };
        expect(replyDifference(e, reply, 200), `${endpointKey(e)} accepted ${JSON.stringify(body)}`).not.toBeNull();
      }),
    );
  });

  it('a refusal (401 without a token, 403 without the codes, SIGN, a business code) conforms on every write', () => {
    const refusal = fc.oneof(
      fc.constant({ status: 401, code: 401 as number | string, promt: '登录已失效，请重新登录' }),
      fc.constant({ status: 403, code: 403 as number | string, promt: '没有访问权限' }),
      fc.constant({ status: 200, code: 'SIGN' as number | string, promt: '签名无效' }),
      fc.record({
        status: fc.constant(200),
        code: fc.constantFrom<number | string>(400, 404, 4031),
        promt: fc.string(),
      }),
    );
    fc.assert(
      fc.property(anyWrite, refusal, (e, r) => {
        if (isUserService(e)) {
          // the user service answers its failures as 4xx `{code,error}`
          const status = r.status === 200 ? 400 : r.status;
          expect(replyDifference(e, { code: r.code, error: r.promt }, status)).toBeNull();
        } else {
          expect(replyDifference(e, { suc: false, error: { code: r.code, promt: r.promt } }, r.status)).toBeNull();
        }
      }),
    );
  });

  it('a refusal without its error, or a success without its data, is off the schema', () => {
    const main = WRITE_ENDPOINTS.find((e) => e.base === 'main')!;
    expect(replyDifference(main, { suc: false }, 403)).toMatch(/^error: /);
    // a refusal that does not say why (neither promt nor promot)
    expect(replyDifference(main, { suc: false, error: { code: 400 } }, 200)).toMatch(/^error/);
    expect(replyDifference(main, { suc: false, error: { code: 400, promot: '操作员与登录账号不符' } }, 200)).toBeNull();
    expect(replyDifference(main, { suc: true }, 200)).toMatch(/^data: /);
    const user = WRITE_ENDPOINTS.find(isUserService)!;
    expect(replyDifference(user, { message: '请求被拒绝' }, 400)).not.toBeNull();
  });
});
