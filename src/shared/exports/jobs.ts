/**
 * Export jobs of the backend (下载中心): a list's export of more than EXPORT_JOB_ROWS rows is
 * made there, not in the page. The list's export button starts a job; the 下载中心 shows
 * the jobs, their progress and their files.
 */
import { create } from 'zustand';
import type { ExportJob } from '@contract/endpoints/exports';
import { exportsApi } from '@/shared/api/exports';
import { saveBlob } from '@/shared/utils/save';

export const EXPORT_JOBS_KEY = ['exports', 'jobs'] as const;

export const exportJobs = {
  create: exportsApi.create,
  list: exportsApi.list,
  remove: exportsApi.remove,
  /** downloads the job's file and saves it under its name */
  async save(job: ExportJob): Promise<void> {
    const file = await exportsApi.file(job.id);
    saveBlob(file.name ?? job.fileName, file.blob);
  },
};

/** Whether a job of this session may still be running: the 下载中心's entry follows it meanwhile. */
export const useExportWatch = create<{ watching: boolean; watch(): void; settle(): void }>((set) => ({
  watching: false,
  watch: () => set({ watching: true }),
  settle: () => set({ watching: false }),
}));
