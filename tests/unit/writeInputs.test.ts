/**
 * The writes' closed sets, money and notes are the contract's (contract/schemas/inputs/writes.ts):
 * parsed before any handler, by the backend, the OpenAPI document and the conformance kit alike.
 * Each rule refuses a wrong value, an inherited name included, with the words the handler used
 * to say; before, these endpoints had no input schema and parseInput let anything through.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_WRITES, CONFIG_WRITES, FLEET_WRITES, REVIEW_WRITES, RIDER_WRITES } from '@contract/actions';
import { SITE_INPUT } from '@contract/inputMessages';
import type { Endpoint } from '@contract/endpoint';
import { EXPORTS } from '@contract/endpoints/exports';
import { MONEY_LIMITS } from '@contract/money';
import { REPAIR_MSG } from '@contract/repairs';
import { TASK_BATCH_MSG } from '@contract/tasks';
import { parseInput } from '@contract/schemas/inputs';
import { WRITE_INPUT_MSG as M } from '@contract/schemas/inputs/writes';

const parse = (e: Endpoint, body: Record<string, unknown>) => parseInput(e, { params: {}, query: {}, body });

const INHERITED = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];

/** A body that is right, and the field that holds a name of a closed set, with its message. */
const CLOSED: Array<{ what: string; e: Endpoint; body: Record<string, unknown>; field: string; says: string }> = [
  {
    what: 'a refund’s kind',
    e: RIDER_WRITES.refund,
    body: { kind: 'order', orderId: 'O1', amount: 100, reason: '误扣' },
    field: 'kind',
    says: M.refundKind,
  },
  {
    what: 'a vehicle command',
    e: FLEET_WRITES.vehicleCommand,
    body: { vehicleNo: 'V1', command: 'ring' },
    field: 'command',
    says: M.command,
  },
  {
    what: 'a repair step',
    e: FLEET_WRITES.repairStep,
    body: { id: 'R1', step: 'start' },
    field: 'step',
    says: REPAIR_MSG.unknownStep,
  },
  {
    what: 'a batch of tasks’ kind',
    e: FLEET_WRITES.opsTaskBatch,
    body: { kind: 'dispatch', vehicleNos: ['V1'], deadlineHours: 4 },
    field: 'kind',
    says: TASK_BATCH_MSG.kind,
  },
  {
    what: 'a phone reveal’s record kind',
    e: RIDER_WRITES.revealPhone,
    body: { kind: 'rider', id: 'U1' },
    field: 'kind',
    says: M.revealKind,
  },
  {
    what: 'an export’s source',
    e: EXPORTS.create,
    body: { source: 'riders', query: {} },
    field: 'source',
    says: M.exportSource,
  },
];

describe('a write naming one of a closed set', () => {
  it.each(CLOSED)('$what: accepted when right, an unknown or inherited name refused', ({ e, body, field, says }) => {
    expect(parse(e, body)).toMatchObject({ ok: true, body: { [field]: body[field] } });
    for (const name of [...INHERITED, 'nonsense', 7])
      expect(parse(e, { ...body, [field]: name }), String(name)).toEqual({
        ok: false,
        field: `body.${field}`,
        message: says,
      });
  });
});

describe('money, counts and notes of the riders’ and reviews’ writes', () => {
  it('a balance adjustment out of its limits, or without a reason', () => {
    const ok = { userId: 'U1', amount: 500, reason: '补偿' };
    expect(parse(RIDER_WRITES.adjustBalance, ok)).toMatchObject({ ok: true, body: { amount: 500, reason: '补偿' } });
    expect(parse(RIDER_WRITES.adjustBalance, { ...ok, amount: '5e2' })).toMatchObject({
      ok: false,
      message: MONEY_LIMITS.balanceAdjust.message,
    });
    expect(parse(RIDER_WRITES.adjustBalance, { ...ok, reason: '  ' })).toEqual({
      ok: false,
      field: 'body.reason',
      message: '请填写调整原因',
    });
  });

  it('a rejection’s reason, required and at most 200 characters', () => {
    expect(parse(REVIEW_WRITES.studentReject, { id: 'S1' })).toEqual({
      ok: false,
      field: 'body.reason',
      message: '请填写驳回原因',
    });
    expect(parse(REVIEW_WRITES.invoiceReject, { id: 'S1', reason: '长'.repeat(201) })).toEqual({
      ok: false,
      field: 'body.reason',
      message: '驳回原因不超过200字',
    });
  });

  it('a device decision is a yes or a no, not a text of one', () => {
    expect(parse(ACCESS_WRITES.deviceConfirm, { id: 'D1', approve: 'true' })).toEqual({
      ok: false,
      field: 'body.approve',
      message: M.deviceDecision,
    });
    expect(parse(ACCESS_WRITES.deviceConfirm, { id: 'D1', approve: false })).toMatchObject({ ok: true });
  });
});

describe('the site settings, by the rules 系统配置 shows (SITE_INPUT)', () => {
  const site = {
    webTitle: '骑行运营平台',
    webImg: './logo.svg',
    themeColor: '#1677ff',
    company: '某某科技',
    appTitle: '骑行',
    hotline: '400-800-1234',
    chatUrl: '',
  };
  it('a colour that is not #RRGGBB, a hotline with letters, a blank name', () => {
    const e = CONFIG_WRITES.siteSetting;
    expect(parse(e, site)).toMatchObject({ ok: true, body: { themeColor: '#1677ff', chatUrl: '' } });
    expect(parse(e, { ...site, themeColor: 'blue' })).toEqual({
      ok: false,
      field: 'body.themeColor',
      message: SITE_INPUT.themeColor.pattern.message,
    });
    expect(parse(e, { ...site, hotline: '400-CALL' })).toEqual({
      ok: false,
      field: 'body.hotline',
      message: '客服热线只能包含数字和 -',
    });
    expect(parse(e, { ...site, webTitle: ' ' })).toEqual({
      ok: false,
      field: 'body.webTitle',
      message: '请输入平台名称',
    });
  });
});
