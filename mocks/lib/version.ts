/**
 * Optimistic concurrency for record edits. Every editable record carries `updatedAt`, its
 * version; an edit carries the `updatedAt` of the record as it was loaded. A save made on
 * another version than the stored one (someone saved in between), or on none, is refused
 * with 409 and changes nothing: the operator loads the current record (the refusal carries
 * it, as the edit would have answered it) and sees the other change before making theirs
 * again, so nothing is silently overwritten. Writes are answered one at a time (the Node
 * server serializes them), so the check and the save cannot interleave.
 *
 * Every accepted change of a versioned record, an edit or a state switch, gives it a new
 * version (`touch`): the clock's time, or one millisecond past the current version when the
 * clock has not moved past it, so two saves within one millisecond never share a version.
 * It depends on the clock and the record only, so a replay makes the same versions.
 */
import { now } from '../../src/shared/utils/clock';
import { BizError } from './route';

export const STALE_EDIT = '该记录已被他人修改，请刷新后重试';

/** A record whose edits are versioned. */
export interface Versioned {
  updatedAt: string;
}

/**
 * Throws 409 unless `body.updatedAt` is the record's current version (a save without one is
 * refused too); the refusal carries `current(record)`, the record as the edit answers it.
 */
export function assertCurrentVersion<T extends Versioned>(
  record: T,
  body: { updatedAt?: unknown },
  current: (r: T) => unknown = (r) => r,
): void {
  if (body.updatedAt !== record.updatedAt) throw new BizError(STALE_EDIT, 409, 'promt', current(record));
}

/** The version an accepted change gives a record: now, or 1 ms past its version if that is not earlier. */
export function nextVersion(record?: Partial<Versioned>): string {
  const prev = record?.updatedAt ? Date.parse(record.updatedAt) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now(), prev + 1)).toISOString();
}

/** Gives the record a new version (after an accepted change). */
export function touch<T extends Versioned>(record: T): T {
  record.updatedAt = nextVersion(record);
  return record;
}

/** Gives the record a new version when it is a versioned one (a state switch shared by both kinds). */
export function touchIfVersioned(record: object): void {
  if (typeof (record as Partial<Versioned>).updatedAt === 'string') touch(record as Versioned);
}
