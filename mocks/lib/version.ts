/**
 * Optimistic concurrency for record edits. An edit form carries the `updatedAt` of the record
 * as it was loaded (its version); a save made on another version than the stored one (someone
 * saved in between) is refused, and the operator reloads and sees the other change before
 * making theirs again, so nothing is silently overwritten. Writes are answered one at a time
 * (the Node server serializes them), so the check and the save cannot interleave.
 * An edit that carries no version (an older client) is taken as before.
 */
import { BizError } from './route';

export const STALE_EDIT = '该记录已被他人修改，请刷新后重试';

/** Throws when `body.updatedAt` is given and is not the record's current version. */
export function assertCurrentVersion(record: { updatedAt: string }, body: Record<string, unknown>): void {
  const seen = body.updatedAt;
  if (seen === undefined) return;
  if (seen !== record.updatedAt) throw new BizError(STALE_EDIT, 409);
}
