import { ReloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Progress, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { EXPORT_JOB_ROWS, EXPORT_KEEP_MS, EXPORT_STATUS, type ExportJob } from '@contract/endpoints/exports';
import { EXPORT_JOBS_KEY, exportJobs, useExportWatch } from '@/shared/exports/jobs';
import { showFailure } from '@/shared/http/failure';
import { toast } from '@/shared/http/notify';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { dateTime } from '@/shared/utils/format';
import LoadFailed from '@/shared/ui/LoadFailed';
import { fileSize } from './fileSize';
import { JOB_POLL_MS } from './poll';
import { LabelTag } from '@/shared/ui/LabelTag';

/**
 * 下载中心: the operator's export files with their time (UTC+8), size and progress, kept until
 * downloaded, deleted or expired (24 h). A failed job says why and can be made again.
 */
export default function DownloadCenterDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const watch = useExportWatch((s) => s.watch);
  const { data, loading, error, reload } = useServerQuery({
    key: [...EXPORT_JOBS_KEY],
    fetch: exportJobs.list,
    unscoped: true,
    enabled: open,
    // asked again while shown: a running job's progress moves
    refreshMs: open ? JOB_POLL_MS : undefined,
  });

  const act = async (job: ExportJob, what: 'save' | 'remove' | 'retry') => {
    setBusy(`${what}:${job.id}`);
    try {
      if (what === 'save') {
        await exportJobs.save(job);
        // a file is kept until it is downloaded
        await exportJobs.remove(job.id);
        toast('success', `已下载 ${job.fileName}`);
      } else if (what === 'retry') {
        await exportJobs.create({ source: job.source, query: job.query });
        watch();
        // the failed one has done its part (gone already when it expired meanwhile)
        await exportJobs.remove(job.id).catch(() => undefined);
      } else {
        await exportJobs.remove(job.id);
      }
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<ExportJob> = [
    {
      key: 'file',
      title: '文件',
      render: (_: unknown, j) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{j.fileName}</Typography.Text>
          <Typography.Text type="secondary">{`${j.total} 条`}</Typography.Text>
        </Space>
      ),
    },
    { key: 'createdAt', title: '生成时间', width: 170, render: (_: unknown, j) => dateTime(j.createdAt) },
    {
      key: 'size',
      title: '大小',
      width: 90,
      render: (_: unknown, j) => (j.size === undefined ? '-' : fileSize(j.size)),
    },
    {
      key: 'status',
      title: '状态',
      width: 170,
      render: (_: unknown, j) =>
        j.status === 'running' ? (
          <Progress percent={j.progress} size="small" aria-label={`${j.fileName} 生成进度`} />
        ) : j.status === 'failed' ? (
          <Space orientation="vertical" size={0}>
            <Tag color={EXPORT_STATUS.failed.color}>{EXPORT_STATUS.failed.label}</Tag>
            <Typography.Text type="danger">{j.error}</Typography.Text>
          </Space>
        ) : (
          <Space orientation="vertical" size={0}>
            <LabelTag value={j.status} labels={EXPORT_STATUS} />
            <Typography.Text type="secondary">{`${dateTime(j.expiresAt)} 过期`}</Typography.Text>
          </Space>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      render: (_: unknown, j) => (
        <Space size={4}>
          {j.status === 'done' ? (
            <Button type="link" size="small" loading={busy === `save:${j.id}`} onClick={() => void act(j, 'save')}>
              下载
            </Button>
          ) : null}
          {j.status === 'failed' ? (
            <Button type="link" size="small" loading={busy === `retry:${j.id}`} onClick={() => void act(j, 'retry')}>
              重试
            </Button>
          ) : null}
          <Button
            type="link"
            size="small"
            danger
            loading={busy === `remove:${j.id}`}
            onClick={() => void act(j, 'remove')}
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="下载中心"
      size={760}
      extra={<Button aria-label="刷新下载中心" icon={<ReloadOutlined />} onClick={reload} />}
    >
      <Typography.Paragraph type="secondary">{`超过 ${EXPORT_JOB_ROWS.toLocaleString('zh-CN')} 条的导出在服务器生成，文件保留 ${EXPORT_KEEP_MS / 3_600_000} 小时，下载后即从列表移除。`}</Typography.Paragraph>
      {error && !loading ? (
        <LoadFailed title="下载中心加载失败" error={error} onRetry={reload} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<ExportJob>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={loading && !data}
        pagination={false}
        locale={{ emptyText: error ? <Empty description="数据加载失败" /> : <Empty description="暂无导出文件" /> }}
      />
    </Drawer>
  );
}
