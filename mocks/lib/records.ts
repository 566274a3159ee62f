import type { OperatorRecord } from '@contract/permissions';
import { nextId } from '../db/marketing';
import { logOperatorAction } from '../db/operatorLogs';

/**
 * A record an operator adds: numbered after those of its list (`prefix` and the next number),
 * made by `make` (which may refuse it: the list is then as it was), put first in the list, and
 * the operator's action logged with what names the record.
 */
export function addRecord<T extends { id: string }>(
  operator: OperatorRecord,
  list: T[],
  o: { prefix: string; action: string; target: (r: T) => string },
  make: (id: string) => T,
): T {
  const record = make(
    nextId(
      o.prefix,
      list.map((x) => x.id),
    ),
  );
  list.unshift(record);
  logOperatorAction(operator, o.action, o.target(record));
  return record;
}
