import type { EnableState } from '@contract/common';
import type { OperatorRecord } from '@contract/permissions';
import { BizError } from './route';
import { nextId } from '../db/marketing';
import { logOperatorAction } from '../db/operatorLogs';

/**
 * A record an operator adds: numbered after those of its list (`prefix` and the next number),
 * made of `fields` (checked by the caller before: a refusal leaves the list as it was), put
 * first in the list, and the operator's action logged with what names the record.
 */
export function addRecord<T extends { id: string }>(
  operator: OperatorRecord,
  list: T[],
  o: { prefix: string; action: string; target: (r: T) => string },
  fields: Omit<T, 'id'>,
): T {
  const id = nextId(
    o.prefix,
    list.map((x) => x.id),
  );
  const record = { id, ...fields } as T;
  list.unshift(record);
  logOperatorAction(operator, o.action, o.target(record));
  return record;
}

/** An enable state asked for by a request, or 状态不正确. */
export function enableState(v: unknown): EnableState {
  if (v !== 'enabled' && v !== 'disabled') throw new BizError('状态不正确');
  return v;
}

/**
 * An operator's edit of a record: `fields` (checked by the caller) written over it and the
 * action logged with what names the record.
 */
export function editRecord<T extends object>(
  operator: OperatorRecord,
  record: T,
  fields: Partial<T>,
  o: { action: string; target: (r: T) => string },
): T {
  Object.assign(record, fields);
  logOperatorAction(operator, o.action, o.target(record));
  return record;
}

/**
 * An operator enables or disables a record: the state asked for (or 状态不正确), `allow` may
 * refuse it (it throws), then the record takes it and 启用<noun> / 停用<noun> is logged with
 * what names the record.
 */
export function switchState<T extends { state: EnableState }>(
  operator: OperatorRecord,
  record: T,
  requested: unknown,
  o: { noun: string; target: (r: T) => string; allow?: (next: EnableState) => void; also?: Partial<T> },
): T {
  const next = enableState(requested);
  o.allow?.(next);
  Object.assign(record, { ...o.also, state: next });
  logOperatorAction(operator, `${next === 'enabled' ? '启用' : '停用'}${o.noun}`, o.target(record));
  return record;
}
