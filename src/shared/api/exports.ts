/** The backend's export jobs (下载中心): started by a list's export, listed, removed, and their files. */
import { EXPORTS, type ExportCreate } from '@contract/endpoints/exports';
import { callEndpoint, callEndpointFile } from '@/shared/http/endpoint';

export const exportsApi = {
  create: (input: ExportCreate) => callEndpoint(EXPORTS.create, { input }),
  list: (signal?: AbortSignal) => callEndpoint(EXPORTS.list, {}, { signal }),
  remove: (id: string) => callEndpoint(EXPORTS.remove, { path: { id } }),
  file: (id: string) => callEndpointFile(EXPORTS.file, { path: { id } }),
};
