/**
 * Every endpoint described in contract/ declares its input (contract/schemas/inputs/): the
 * embedded backend's route() parses a call with it before the handler runs. The count of
 * endpoints still without one is pinned: it may only go down, to none.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@contract/endpoints';
import { pathParams } from '@contract/endpoint';
import { inputSchemaOf, parseInput } from '@contract/schemas/inputs';
import { ACCESS_WRITES, MARKETING_WRITES, CONFIG_WRITES, FLEET_WRITES, RIDER_WRITES } from '@contract/actions';
import type { InputOf } from '@contract/endpoint';
import { NOTE_RULES, noteLimit, noteMissing } from '@contract/validators';
import { MARKETING_INPUT_MSG, unsupportedField } from '@contract/inputMessages';
import { isStrict, objectOf } from '../../scripts/conformance/arbitrary';

/** Endpoints without an input schema today: lower it as schemas are added, never raise it. */
const WITHOUT_SCHEMA = 0; // every endpoint has one

/**
 * Write bodies still shallow: the object lets a field it does not name through to the handler
 * (a loose object). None is left: every write body names its fields and refuses any other
 * (`exact`), the sign-in steps' inside their envelope. 80 before the alarm, repair, task-assign
 * and blacklist bodies; 74 before the riders', reviews', fleet's, operator-state and device bodies;
 * 45 before the access, agents, site, marketing, production, export and sign-in bodies.
 */
const SHALLOW_BODIES = 0;

/** Write bodies that drop a field they do not name instead of refusing it (a plain zod object). */
const strippingBodies = () =>
  ENDPOINTS.filter(({ endpoint: e }) => {
    const body = e.method === 'get' ? undefined : inputSchemaOf(e)?.body;
    const o = body && objectOf(body);
    return o !== undefined && !isStrict(o);
  }).map(({ id }) => id);

/** The writes whose body schema passes unnamed fields through. */
const shallowBodies = () =>
  ENDPOINTS.filter(({ endpoint: e }) => {
    const body = e.method === 'get' ? undefined : inputSchemaOf(e)?.body;
    const o = body && objectOf(body);
    const catchall =
      o && (o as unknown as { _zod: { def: { catchall?: { _zod: { def: { type: string } } } } } })._zod.def.catchall;
    return catchall?._zod.def.type === 'unknown';
  }).map(({ id }) => id);

describe('input schemas', () => {
  it('the endpoints without one are counted, and the count only goes down', () => {
    const missing = ENDPOINTS.filter(({ endpoint }) => !inputSchemaOf(endpoint)).map(({ id }) => id);
    console.info(`input schemas: ${ENDPOINTS.length - missing.length} of ${ENDPOINTS.length} endpoints`);
    expect(missing.length, missing.join('\n')).toBeLessThanOrEqual(WITHOUT_SCHEMA);
  });

  it('the shallow write bodies are counted, and the count only goes down', () => {
    const shallow = shallowBodies();
    console.info(`shallow write bodies: ${shallow.length}`);
    expect(shallow.length, shallow.join('\n')).toBeLessThanOrEqual(SHALLOW_BODIES);
  });

  it('every write body refuses a field it does not name: none drops it', () => {
    expect(strippingBodies()).toEqual([]);
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

  it('every read takes a closed query: a key it does not name is refused, none dropped or passed on', () => {
    const reads = ENDPOINTS.filter(({ endpoint: e }) => e.method === 'get');
    const open = reads.filter(({ endpoint: e }) => {
      const query = inputSchemaOf(e)?.query;
      const o = query && objectOf(query);
      return !o || !isStrict(o);
    });
    console.info(`reads with a closed query: ${reads.length - open.length} of ${reads.length}`);
    expect(reads).toHaveLength(117);
    expect(open.map(({ id }) => id)).toEqual([]);
    const messages = (e: (typeof reads)[number]['endpoint']) =>
      inputSchemaOf(e)!
        .query!.safeParse({ constructor: '1' })
        .error?.issues.map((i) => i.message) ?? [];
    const taking = reads.filter(({ endpoint: e }) => !messages(e).includes(unsupportedField(['constructor'])));
    expect(taking.map(({ id }) => id)).toEqual([]);
  });

  it('a write takes no query but the one it declares, and a delete by path no body: a key there is refused', () => {
    const refused = (name: string) => ({ ok: false, field: expect.any(String), message: unsupportedField([name]) });
    const body = { id: 'CP001', state: 'enabled' };
    expect(parseInput(MARKETING_WRITES.couponState, { params: {}, query: { foo: '1' }, body })).toEqual(refused('foo'));
    expect(parseInput(MARKETING_WRITES.couponState, { params: {}, query: {}, body })).toMatchObject({ ok: true });
    const path = { id: 'FT001' };
    expect(parseInput(CONFIG_WRITES.faultDelete, { params: path, query: {}, body: { constructor: 1 } })).toEqual(
      refused('constructor'),
    );
    expect(parseInput(CONFIG_WRITES.faultDelete, { params: path, query: {}, body: {} })).toMatchObject({ ok: true });
    // the operator delete's guard is its only query key
    const phone = { phone: '13800000001' };
    expect(
      parseInput(ACCESS_WRITES.operatorDelete, { params: phone, query: { id: 'OP1', foo: '1' }, body: {} }),
    ).toEqual(refused('foo'));
    expect(parseInput(ACCESS_WRITES.operatorDelete, { params: phone, query: { id: 'OP1' }, body: {} })).toMatchObject({
      ok: true,
    });
  });

  it('every path parameter has a declared shape: a name every object inherits is refused', () => {
    const withPath = ENDPOINTS.filter(({ endpoint: e }) => pathParams(e.path).length);
    expect(withPath).toHaveLength(16);
    const anyText = withPath.flatMap(({ id, endpoint: e }) =>
      pathParams(e.path).flatMap((name) => {
        const r = inputSchemaOf(e)!.params!.safeParse({ [name]: 'constructor' });
        return r.success ? [`${id}: ${name}`] : [];
      }),
    );
    expect(anyText).toEqual([]);
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

  it('the bodies made exact refuse with the product’s words before the handler runs', () => {
    const body = (e: Parameters<typeof parseInput>[0], b: unknown) => parseInput(e, { params: {}, query: {}, body: b });
    expect(body(FLEET_WRITES.opsTaskAssign, { ids: [], assignee: 'OP0001' })).toEqual({
      ok: false,
      field: 'body.ids',
      message: '请至少选择一个任务',
    });
    expect(body(FLEET_WRITES.opsTaskAssign, { ids: 'T1' })).toMatchObject({ message: '请至少选择一个任务' });
    expect(body(FLEET_WRITES.alarmClear, { id: 'AL1', note: '  ' })).toEqual({
      ok: false,
      field: 'body.note',
      message: noteMissing(NOTE_RULES.alarmClearNote),
    });
    expect(
      body(RIDER_WRITES.addToBlacklist, { userId: 'U1', reason: 'x'.repeat(NOTE_RULES.blacklistReason.max + 1) }),
    ).toEqual({
      ok: false,
      field: 'body.reason',
      message: noteLimit(NOTE_RULES.blacklistReason).message,
    });
    expect(
      body(FLEET_WRITES.repairReport, {
        vehicleNo: 'V1',
        description: 'x'.repeat(NOTE_RULES.faultDescription.max + 1),
      }),
    ).toMatchObject({
      ok: false,
      message: noteLimit(NOTE_RULES.faultDescription).message,
    });
    // what passes reaches the handler trimmed; a field the body does not name is refused, naming it
    expect(body(FLEET_WRITES.alarmClear, { id: 'AL1', note: ' 已处理 ' })).toMatchObject({
      ok: true,
      body: { id: 'AL1', note: '已处理' },
    });
    expect(body(FLEET_WRITES.alarmClear, { id: 'AL1', note: '已处理', extra: 1 })).toEqual({
      ok: false,
      field: 'body',
      message: '不支持的字段：extra',
    });
  });

  it('the exact bodies refuse what they do not name and keep what the handler reads; a bad field keeps its message', () => {
    const body = (e: Parameters<typeof parseInput>[0], b: unknown) => parseInput(e, { params: {}, query: {}, body: b });
    // a refund names its order and rider; a field of the record the dialog was opened on is refused
    const refund = { kind: 'order', orderId: 'O1', userId: 'U1', amount: 100, reason: '多扣' };
    expect(body(RIDER_WRITES.refund, refund)).toMatchObject({ ok: true, body: refund });
    expect(body(RIDER_WRITES.refund, { ...refund, seeded: true })).toEqual({
      ok: false,
      field: 'body',
      message: unsupportedField(['seeded']),
    });
    const step = body(FLEET_WRITES.repairStep, { id: 'R1', step: 'diagnose', diagnosis: '电机', stray: 1 });
    expect(step).toMatchObject({ ok: false, message: '不支持的字段：stray' });
    // the rules stay the product's
    expect(body(ACCESS_WRITES.deviceConfirm, { id: 'D1', approve: 'yes' })).toEqual({
      ok: false,
      field: 'body.approve',
      message: '请选择授权或拒绝',
    });
    expect(body(FLEET_WRITES.opsTaskCancel, { id: 'T1', reason: ' ' })).toEqual({
      ok: false,
      field: 'body.reason',
      message: noteMissing(NOTE_RULES.taskCancelReason),
    });
  });

  it('a console call of an exact body is typed by it: a field it does not name does not compile', () => {
    const freeze: InputOf<typeof RIDER_WRITES.freezeDeposit> = {
      userId: 'U1',
      reason: '押金冻结',
      // @ts-expect-error the freeze's body names no amount
      amount: 100,
    };
    const state: InputOf<typeof ACCESS_WRITES.operatorState> = {
      opManId: 'OP0003',
      state: 'disabled',
      // @ts-expect-error the state switch's body names no role
      roleId: 'R001',
    };
    expect([freeze.userId, state.state]).toEqual(['U1', 'disabled']);
  });
});
