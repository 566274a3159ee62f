import { openRead, openWrite } from '@contract/endpoint';
import { changing } from '@contract/resources';

/**
 * Exports as server jobs: a list's export of more than `EXPORT_JOB_ROWS` rows is written
 * by the backend (an .xlsx, streamed), with its progress, and kept for its caller in the
 * 下载中心 until it is downloaded or `EXPORT_KEEP_MS` have passed. The job reads the list
 * with the list's own filters, codes and scope; phone numbers go into the file masked as
 * the list shows them, whoever asks (the reveal code shows one number, audited, not a file).
 */

/** The media type of an export's file (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Above this many rows an export is a server job; up to it the console writes the file itself. */
export const EXPORT_JOB_ROWS = 10_000;
/** How long a finished file is kept (24 h by the backend's clock). */
export const EXPORT_KEEP_MS = 24 * 60 * 60 * 1000;
/** Jobs an operator may have running at once. */
export const EXPORT_ACTIVE_LIMIT = 3;
/** Files an operator may keep in the 下载中心 (running ones included). */
export const EXPORT_KEEP_LIMIT = 20;
/** The most rows a file holds: an Excel sheet has 1,048,576 rows, one of them the header. */
export const EXPORT_MAX_ROWS = 1_048_575;

/**
 * What can be exported as a job: a list of the backend, by name, with the file's title. The
 * list's screen names its source; the backend writes each from the list's own reply.
 */
export const EXPORT_SOURCES = {
  /** 交易订单: the rides by payment (the list `/platform/order/list`) */
  transactions: { title: '交易订单' },
  /** 用户订单: the rides (the same list, the ride's columns) */
  rides: { title: '用户订单' },
  /** 用户列表 (`/platform/user/list`) */
  riders: { title: '用户列表' },
  /** 车辆列表 (`/platform/vehicle/list`) */
  vehicles: { title: '车辆列表' },
  /** 用户工单 (`/platform/worksheet/list`) */
  worksheets: { title: '用户工单' },
  /** 操作员日志 (`/platform/aliyunlog/userlogs`) */
  operatorLogs: { title: '操作员日志' },
  /** 车辆日志 (`/platform/vehicle/logs`) */
  vehicleLogs: { title: '车辆日志' },
  /** 设备日志 (`/platform/device/logs`) */
  deviceLogs: { title: '设备日志' },
  /** 告警记录 (`/platform/alarm/list`) */
  alarms: { title: '告警记录' },
  /** 维修工单 (`/platform/repair/list`) */
  repairs: { title: '维修工单' },
  /** 运维任务 (`/platform/ops/task/list`) */
  opsTasks: { title: '运维任务' },
} as const satisfies Record<string, { title: string }>;

export type ExportSource = keyof typeof EXPORT_SOURCES;

/** The sources' names, for validators and the OpenAPI document. */
export const EXPORT_SOURCE_NAMES = Object.keys(EXPORT_SOURCES) as [ExportSource, ...ExportSource[]];

export type ExportStatus = 'running' | 'done' | 'failed';

export const EXPORT_STATUS: Record<ExportStatus, { label: string; color: string }> = {
  running: { label: '生成中', color: 'processing' },
  done: { label: '可下载', color: 'success' },
  failed: { label: '失败', color: 'error' },
};

/** One export job, as its owner sees it in the 下载中心. */
export interface ExportJob {
  id: string;
  source: ExportSource;
  /** the file's name: 交易订单-20261126-153000.xlsx (UTC+8) */
  fileName: string;
  status: ExportStatus;
  /** 0–100: rows written of `total`; 100 once the file is complete */
  progress: number;
  /** rows the file holds (the list's total when the job began) */
  total: number;
  /** bytes, once done */
  size?: number;
  /** why it failed, in words */
  error?: string;
  createdAt: string;
  finishedAt?: string;
  /** the file is deleted then, downloaded or not */
  expiresAt: string;
  /** the list's filters the job was made with (sent again to retry it) */
  query: Record<string, string>;
}

export interface ExportCreate {
  source: ExportSource;
  /** the list's filters, as the list sends them (page and page size are ignored) */
  query?: Record<string, unknown>;
}

const E = '/platform/export/jobs';

/** An export job started or removed changes the download centre's list only (and the log and journal). */
const JOBS = changing(['exports']);

/** The 下载中心's endpoints: make a job, list one's jobs, download and delete a file. */
export const EXPORTS = {
  /**
   * open to the signed-in: what it needs is the source's, any code that reads its list (the
   * backend checks it, and reads the list with the caller's scope, as the list does)
   */
  create: { ...openWrite<ExportJob, ExportCreate>('post', E, 'signed-in'), changes: JOBS },
  /** the caller's own jobs, newest first; expired ones are gone */
  list: openRead<ExportJob[]>(E, 'own'),
  /**
   * the file's bytes (XLSX_TYPE, named by Content-Disposition), not JSON; a refusal is the usual
   * `{suc:false,error}`; reading it changes nothing (the console deletes the job once it saved the file)
   */
  file: openRead<Blob>(`${E}/:id/file`, 'own'),
  remove: { ...openWrite<null>('delete', `${E}/:id`, 'own'), changes: JOBS },
} as const;
