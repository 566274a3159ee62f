import { ENABLE_STATE, type EnableState } from '@contract/common';
import type { OperatorRecord } from '@contract/permissions';
import { BizError } from './route';
import { nextId } from '../db/marketing';
import { logOperatorAction } from '../db/operatorLogs';
import { assertCurrentVersion, nextVersion, touch, touchIfVersioned, type Versioned } from './version';

/**
 * A record an operator adds: numbered after those of its list (`prefix` and the next number),
 * made of `fields` (checked by the caller before: a refusal leaves the list as it was), with
 * its first version, put first in the list, and the operator's action logged with what names
 * the record.
 */
export function addRecord<T extends { id: string } & Versioned>(
  operator: OperatorRecord,
  list: T[],
  o: { prefix: string; action: string; target: (r: T) => string },
  fields: Omit<T, 'id' | 'updatedAt'>,
): T {
  const id = nextId(
    o.prefix,
    list.map((x) => x.id),
  );
  const record = { id, ...fields, updatedAt: nextVersion() } as T;
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
 * An operator's edit of a record, answered as `reply` answers it: refused (409, with the
 * current record) unless `body` carries the record's current version, then `fields` (which
 * check the input and may refuse it) written over it, a new version, and the action logged
 * with what names the record.
 */
export function editRecord<T extends Versioned, R>(
  operator: OperatorRecord,
  record: T,
  body: { updatedAt?: unknown },
  o: { fields: () => Partial<T>; action: string; target: (r: T) => string; reply: (r: T) => R },
): R {
  assertCurrentVersion(record, body, o.reply);
  Object.assign(record, o.fields());
  touch(record);
  logOperatorAction(operator, o.action, o.target(record));
  return o.reply(record);
}

/**
 * An operator enables or disables a record: the state asked for (or 状态不正确), `allow` may
 * refuse it (it throws), then the record takes it (a versioned record gets a new version, so
 * an edit loaded before the switch cannot undo it unseen) and 启用<noun> / 停用<noun> is
 * logged with what names the record.
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
  touchIfVersioned(record);
  logOperatorAction(operator, `${ENABLE_STATE[next].label}${o.noun}`, o.target(record));
  return record;
}
