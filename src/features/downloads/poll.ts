/** How often the jobs are asked for while one runs or the 下载中心 is open (ms). */
export const JOB_POLL_MS = 1500;
