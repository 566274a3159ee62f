/**
 * The books checks (scripts/lib/booksChecks.ts) on the raw backend: the screens read through
 * a session, the records straight from the backend's collections, each comparison an expect().
 * Shared by the seeded-world test and the books property.
 */
import { expect } from 'vitest';
import * as books from '../../../scripts/lib/booksChecks';
import type { BooksReader, Json, Tally } from '../../../scripts/lib/booksChecks';
import { backendRecords } from './booksRecords';
import { get } from './ledgerChecks';
import type { Session } from './backendSession';

export { newTally } from '../../../scripts/lib/booksChecks';

const readerOf = (s: Session): BooksReader => ({
  read: (path, query) => get(s, path, query),
  records: backendRecords,
  same: (actual, expected, where) => expect(actual, where).toBe(expected),
});

export const checkAreaBooks = (s: Session, span: number, tally: Tally, areaId?: string): Promise<Json[]> =>
  books.checkAreaBooks(readerOf(s), span, tally, areaId);
export const checkReconciliation = (s: Session, span: number, daily: Json[], tally: Tally): Promise<void> =>
  books.checkReconciliation(readerOf(s), span, daily, tally);
export const checkScreens = (s: Session, daily: Json[], tally: Tally): Promise<void> =>
  books.checkScreens(readerOf(s), daily, tally);
export const checkWalletReport = (s: Session, span: number, tally: Tally): Promise<Json[]> =>
  books.checkWalletReport(readerOf(s), span, tally);
