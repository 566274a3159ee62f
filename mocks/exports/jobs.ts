/**
 * Export jobs: each writes the rows a list answered when the job was made into an .xlsx,
 * some 20 ms of work at a time (between them the page or the server answers other calls), and
 * keeps the file for its owner until it is deleted or expires. Jobs are not the world's
 * records: they are not journalled and a replay makes none; a fresh world has none. A running
 * job lives in memory; a settled one is kept by the file store (./files.ts): the world's
 * memory in the page, SQLite on the Node server (there a restart keeps it; a job running
 * then is lost, as on any server that stops).
 */
import {
  EXPORT_ACTIVE_LIMIT,
  EXPORT_KEEP_LIMIT,
  EXPORT_KEEP_MS,
  EXPORT_MAX_ROWS,
  type ExportJob,
  type ExportSource,
} from '@contract/endpoints/exports';
import { now } from '../../src/shared/utils/clock';
import { zoned } from '../../src/shared/utils/zone';
import { worldSlot } from '../db/world';
import { BizError } from '../lib/route';
import { openSheet, type SheetColumn } from './sheet';
import { jobNumber, keptFiles, memoryFiles, type ExportFiles } from './files';
import { PATH_INPUT_MSG } from '@contract/schemas/inputs/records';

/** What a job writes: its sheet's columns and, per row, the cells. */
export interface ExportPlan<R> {
  source: ExportSource;
  title: string;
  columns: readonly SheetColumn[];
  rows: readonly R[];
  cells(row: R): Array<string | number | Date | null>;
  /** the filters it was made with */
  query: Record<string, string>;
}

interface Job {
  owner: string;
  view: ExportJob;
  /** settles when the job is done or failed */
  settled: Promise<void>;
  /** deleted while running: its writing stops at the next slice */
  dropped?: boolean;
}

/** Work between two yields (ms): other calls are answered in between, whatever the machine's load. */
const SLICE_MS = 20;

interface Store {
  seq: number;
  /** the running jobs */
  jobs: Map<string, Job>;
  /** the settled ones of this world, when no store outlives it */
  files: ExportFiles;
}

/** The jobs of the current world (a reset world starts with none). */
const store = worldSlot((): Store => ({ seq: 0, jobs: new Map(), files: memoryFiles() }));

const iso = (ms: number) => new Date(ms).toISOString();
/** Lets other work run: the next turn of the event loop (setImmediate on Node, a timer in the page). */
const pause = () =>
  new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

const filesOf = (s: Store): ExportFiles => keptFiles() ?? s.files;

/** Drops the files whose time is up (by the backend's clock). */
function expire(s: Store): void {
  filesOf(s).expire(iso(now()));
}

/** Hands a settled job to the file store (a deleted one is not kept). */
function settle(job: Job, bytes?: Uint8Array): void {
  const s = store();
  if (job.dropped || s.jobs.get(job.view.id) !== job) return;
  filesOf(s).put({ owner: job.owner, view: job.view, bytes });
  s.jobs.delete(job.view.id);
}

async function write<R>(job: Job, plan: ExportPlan<R>): Promise<void> {
  const sheet = await openSheet(plan.title, plan.columns);
  const { rows } = plan;
  let slice = performance.now();
  for (let i = 0; i < rows.length; i++) {
    sheet.add(plan.cells(rows[i]!));
    if (i % 100 === 99 && performance.now() - slice > SLICE_MS) {
      // rows written of all: 99 at most until the file is closed
      job.view.progress = Math.min(99, Math.floor(((i + 1) / rows.length) * 100));
      await pause();
      if (job.dropped) return;
      slice = performance.now();
    }
  }
  const bytes = await sheet.finish();
  job.view = { ...job.view, status: 'done', progress: 100, size: bytes.length, finishedAt: iso(now()) };
  settle(job, bytes);
}

/**
 * Starts a job writing `plan` for `owner` and answers it at once (status running, progress 0);
 * refused for more rows than a sheet holds, when the owner already has EXPORT_ACTIVE_LIMIT
 * running or keeps EXPORT_KEEP_LIMIT files.
 */
export function startJob<R>(owner: string, plan: ExportPlan<R>): ExportJob {
  const s = store();
  expire(s);
  if (plan.rows.length > EXPORT_MAX_ROWS) {
    throw new BizError(
      `共 ${plan.rows.length} 条，超过 Excel 单表上限 ${EXPORT_MAX_ROWS} 条，请缩小筛选范围后分批导出`,
    );
  }
  const running = [...s.jobs.values()].filter((j) => j.owner === owner).length;
  if (running >= EXPORT_ACTIVE_LIMIT)
    throw new BizError(`已有 ${EXPORT_ACTIVE_LIMIT} 个导出任务在生成中，请等它们完成后再导出`);
  if (running + filesOf(s).list(owner).length >= EXPORT_KEEP_LIMIT)
    throw new BizError(`下载中心已有 ${EXPORT_KEEP_LIMIT} 个文件，请先下载或删除一些再导出`);
  const at = now();
  s.seq = Math.max(s.seq, filesOf(s).lastNumber()) + 1;
  const view: ExportJob = {
    id: `EXP${String(s.seq).padStart(6, '0')}`,
    source: plan.source,
    fileName: `${plan.title}-${zoned(at).format('YYYYMMDD-HHmmss')}.xlsx`,
    status: 'running',
    progress: 0,
    total: plan.rows.length,
    createdAt: iso(at),
    expiresAt: iso(at + EXPORT_KEEP_MS),
    query: plan.query,
  };
  const job: Job = { owner, view, settled: Promise.resolve() };
  job.settled = write(job, plan).catch((e: unknown) => {
    job.view = {
      ...job.view,
      status: 'failed',
      error: `生成文件失败：${e instanceof Error ? e.message : String(e)}`,
      finishedAt: iso(now()),
    };
    settle(job);
  });
  s.jobs.set(view.id, job);
  return { ...view };
}

/** The owner's jobs, newest first (expired ones dropped). */
export function jobsOf(owner: string): ExportJob[] {
  const s = store();
  expire(s);
  const running = [...s.jobs.values()].filter((j) => j.owner === owner).map((j) => ({ ...j.view }));
  return [...running, ...filesOf(s).list(owner)].sort((a, b) => jobNumber(b.id) - jobNumber(a.id));
}

const GONE = PATH_INPUT_MSG.exportFile;

/** The file of a finished job of the owner's. */
export function fileOf(owner: string, id: unknown): { name: string; bytes: Uint8Array } {
  const s = store();
  expire(s);
  if (typeof id !== 'string') throw new BizError(GONE);
  const running = s.jobs.get(id);
  if (running?.owner === owner) throw new BizError('文件还在生成中，请稍后再下载');
  const kept = filesOf(s).get(id);
  if (!kept || kept.owner !== owner) throw new BizError(GONE);
  if (kept.view.status === 'failed' || !kept.bytes) throw new BizError(kept.view.error ?? '文件生成失败');
  return { name: kept.view.fileName, bytes: kept.bytes };
}

/** Deletes a job of the owner's and its file (a running one stops being listed; its work is dropped). */
export function removeJob(owner: string, id: unknown): void {
  const s = store();
  expire(s);
  const running = typeof id === 'string' ? s.jobs.get(id) : undefined;
  if (running?.owner === owner) {
    running.dropped = true;
    s.jobs.delete(id as string);
    return;
  }
  const kept = typeof id === 'string' ? filesOf(s).get(id) : undefined;
  if (!kept || kept.owner !== owner) throw new BizError(GONE);
  filesOf(s).remove(id as string);
}

/** Settles when the job is done or failed (the bench and the tests wait on it). */
export function jobSettled(id: string): Promise<void> {
  return store().jobs.get(id)?.settled ?? Promise.resolve();
}
