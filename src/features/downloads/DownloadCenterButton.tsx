import { CloudDownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { EXPORT_JOBS_KEY, exportJobs, useExportWatch } from '@/shared/exports/jobs';
import { toast } from '@/shared/http/notify';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { lazyPart } from '@/shared/ui/lazyPart';
import { JOB_POLL_MS } from './poll';

// The drawer (Table, Progress) loads when it is first opened, not with the shell.
const DownloadCenterDrawer = lazyPart(() => import('./DownloadCenterDrawer'));

/**
 * The header's 下载中心 entry. While a job this session started runs, it follows the jobs
 * (a dot on the icon) and says when the files are ready; the drawer lists them.
 */
export default function DownloadCenterButton() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const watching = useExportWatch((s) => s.watching);
  const settle = useExportWatch((s) => s.settle);
  const { data } = useServerQuery({
    key: [...EXPORT_JOBS_KEY],
    fetch: exportJobs.list,
    unscoped: true,
    silent: true,
    enabled: watching,
    refreshMs: JOB_POLL_MS,
  });
  const running = data?.some((j) => j.status === 'running') ?? true;

  useEffect(() => {
    if (!watching || !data || running) return;
    settle();
    // the drawer shows it already
    if (open) return;
    const failed = data.some((j) => j.status === 'failed');
    toast(
      failed ? 'warning' : 'success',
      failed ? '有导出任务失败，可在下载中心查看原因并重试' : '导出文件已生成，可在下载中心下载',
    );
  }, [watching, open, data, running, settle]);

  return (
    <>
      <Tooltip title="下载中心">
        <Badge dot={watching && running} offset={[-6, 6]}>
          <Button
            type="text"
            aria-label="下载中心"
            icon={<CloudDownloadOutlined />}
            onClick={() => {
              setShown(true);
              setOpen(true);
            }}
          />
        </Badge>
      </Tooltip>
      {shown ? (
        <Suspense fallback={null}>
          <DownloadCenterDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
