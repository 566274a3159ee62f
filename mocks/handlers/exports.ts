/**
 * Exports as server jobs (下载中心):
 *   POST   /platform/export/jobs           {source, query} → the job (running, 0 %); the
 *          source's list codes and the caller's scope apply as on the list itself (the
 *          sources and their columns: mocks/exports/kinds.ts)
 *   GET    /platform/export/jobs           the caller's jobs with their progress, newest first
 *   GET    /platform/export/jobs/:id/file  the finished .xlsx
 *   DELETE /platform/export/jobs/:id       the job and its file
 * A job is the caller's own: another operator's is answered as not found. Nothing here is
 * journalled (a job changes no record of the world).
 */
import { EXPORTS, type ExportSource } from '@contract/endpoints/exports';
import { XLSX_TYPE } from '../../src/shared/utils/excel';
import { fileOf, jobsOf, removeJob, startJob } from '../exports/jobs';
import { mayExport, planOf } from '../exports/kinds';
import { BizError, FileReply, refuseWithout, route, type Caller } from '../lib/route';

/** Paging is the job's own business: the list's page and page size are not filters. */
const NOT_FILTERS: ReadonlySet<string> = new Set(['page', 'pageSize']);

/** The filters as the list reads them (text); anything but text or a number is refused, not guessed at. */
function filtersOf(raw: unknown): Record<string, string> {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BizError('导出条件格式错误');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '' || NOT_FILTERS.has(k)) continue;
    if (typeof v !== 'string' && typeof v !== 'number') throw new BizError(`导出条件 ${k} 格式错误`);
    out[k] = String(v);
  }
  return out;
}

const owner = (caller: Caller) => caller.operator.opManId;

export const exportHandlers = [
  route<{ source?: unknown; query?: unknown }>(EXPORTS.create, { journal: false }, ({ caller, body }) => {
    // one of the export sources (own keys only): the input schema's
    const source = body.source as ExportSource;
    const may = mayExport(source, caller);
    if (!may.ok) refuseWithout(may.codes);
    const query = filtersOf(body.query);
    const p = planOf(source, caller, query);
    if (!p.rows.length) throw new BizError('当前条件下没有可导出的数据');
    return startJob(owner(caller), p);
  }),
  route(EXPORTS.list, {}, ({ caller }) => jobsOf(owner(caller))),
  route(EXPORTS.file, {}, ({ caller, params }) => {
    const f = fileOf(owner(caller), params.id);
    return new FileReply(f.bytes, XLSX_TYPE, f.name);
  }),
  route(EXPORTS.remove, { journal: false }, ({ caller, params }) => {
    removeJob(owner(caller), params.id);
    return null;
  }),
];
