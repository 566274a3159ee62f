/**
 * The titles of a list's columns, declared once per list (key → title): the console's table and
 * the backend's export of the same list (mocks/exports/kinds.ts, the file's header row) both
 * read them, so a header cannot say another word than the column it exports. A key the table
 * shows and the file splits, or the other way round, is declared with the title each side shows.
 * Plain data (the lists' chunks load it, never the entry).
 */
export type ColumnTitles = Readonly<Record<string, string>>;

/** Who did something the system did by itself (a log line without an operator, a decision). */
export const SYSTEM_ACTOR = '系统';

/** A yes/no cell of a file or a CSV. */
export const yesNo = (b: boolean) => (b ? '是' : '否');
