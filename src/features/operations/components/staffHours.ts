/** Hours to done as the statistics show them. */
export const hours = (h: number | null): string => (h === null ? '-' : `${h.toFixed(1)} 小时`);

/** Hours to done over every finished task, each person's average weighted by their count. */
export function avgHours(rows: ReadonlyArray<{ done: number; avgHours: number | null }>): number | null {
  const timed = rows.filter((r) => r.avgHours !== null);
  const n = timed.reduce((a, r) => a + r.done, 0);
  return n ? Math.round((timed.reduce((a, r) => a + r.avgHours! * r.done, 0) / n) * 10) / 10 : null;
}
