import { timeColumn } from '@/shared/ui/list/timeColumn';
import { App, Button, Card, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { queryDef } from '@/shared/query/defs';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { confirmAction } from '@/shared/ui/confirm';
import AddButton from '@/shared/ui/crud/AddButton';
import ListPage from '@/shared/ui/list/ListPage';
import RelatedList from '@/shared/ui/RelatedList';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime } from '@/shared/utils/format';
import { upgradeApi } from '../api';
import FirmwareModal from '../components/FirmwareModal';
import TaskDevices from '../components/TaskDevices';
import TaskModal from '../components/TaskModal';
import type { Firmware, UpgradeTask } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';
import { textColumn, tagColumn } from '@/shared/ui/list/columns';

const STATUS = {
  running: { label: '进行中', color: 'processing' },
  finished: { label: '已完成', color: 'success' },
  cancelled: { label: '已取消', color: 'warning' },
} as const;

const countsText = (t: UpgradeTask) =>
  `成功 ${t.counts.success} · 失败 ${t.counts.failed} · 升级中 ${t.counts.downloading} · 待升级 ${t.counts.pending}${t.counts.cancelled ? ` · 已取消 ${t.counts.cancelled}` : ''}`;

const taskColumns: ListColumn<UpgradeTask>[] = [
  { key: 'id', title: '任务', dataIndex: 'id', width: 80 },
  textColumn('firmware', '固件', 170, (r) => `${r.model} ${r.version}`),
  { key: 'targetText', title: '升级对象', dataIndex: 'targetText', width: 170 },
  {
    key: 'progress',
    title: '进度',
    width: 220,
    render: (_: unknown, r) => (
      <Progress
        percent={r.progress}
        success={{ percent: r.total ? Math.floor((r.counts.success / r.total) * 100) : 0 }}
        status={r.status === 'running' ? 'active' : undefined}
        aria-label={`${r.id} 进度`}
      />
    ),
    csv: (r) => `${r.progress}%`,
  },
  { key: 'counts', title: '设备', width: 320, render: (_: unknown, r) => countsText(r), csv: countsText },
  tagColumn('status', '状态', STATUS, (r) => r.status, 90),
  timeColumn('createdAt', '创建时间', { sortable: false }),
  { key: 'createdBy', title: '创建人', dataIndex: 'createdBy', width: 100 },
];

const firmwareColumns: ListColumn<Firmware>[] = [
  { key: 'version', title: '版本', dataIndex: 'version', width: 80 },
  { key: 'model', title: '车型', dataIndex: 'model', width: 130 },
  { key: 'fileName', title: '文件', dataIndex: 'fileName', width: 170 },
  { key: 'size', title: '大小', width: 90, render: (_: unknown, r) => `${(r.size / 1024 / 1024).toFixed(2)} MB` },
  {
    key: 'checksum',
    title: 'SHA-256',
    width: 200,
    render: (_: unknown, r) => (
      <Typography.Text copyable={{ text: r.checksum }}>{`${r.checksum.slice(0, 12)}…`}</Typography.Text>
    ),
  },
  { key: 'notes', title: '说明', dataIndex: 'notes', width: 180 },
  { key: 'uploadedAt', title: '上传时间', width: 170, render: (_: unknown, r) => dateTime(r.uploadedAt) },
];

/**
 * /production/device-upgrade (06): firmware versions (uploaded with version, model and
 * SHA-256), upgrade tasks for chosen vehicles, a whole model or a model in one area, each
 * device's progress live (the list asks again every 3 s); retry the failed, cancel the pending.
 */
export default function DeviceUpgradePage() {
  const feedback = App.useApp();
  const areas = useServiceAreas();
  const [uploading, setUploading] = useState(false);
  const [creating, setCreating] = useState(false);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ListPage<UpgradeTask>
        title="升级任务"
        rowKey="id"
        columns={taskColumns}
        source={queryDef(productionKeys.upgradeTasks, upgradeApi.tasks)}
        refreshMs={3000}
        toolbar={() => (
          <AddButton code={PRODUCTION_WRITES.upgradeTaskCreate} onClick={() => setCreating(true)}>
            新建升级任务
          </AddButton>
        )}
        detailTitle={(r) => `升级任务 ${r.id}：${r.model} ${r.version}`}
        detail={(r) => <TaskDevices task={r} />}
        rowActionsWidth={220}
        rowActions={(r) => (
          <Access code={[PRODUCTION_WRITES.upgradeTaskRetry, PRODUCTION_WRITES.upgradeTaskCancel]}>
            {r.counts.failed ? (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirmAction(feedback, {
                    title: '重试失败设备',
                    content: `重新向 ${r.counts.failed} 台失败的设备下发固件 ${r.version}？`,
                    okText: '重试',
                    run: () => upgradeApi.retry(r.id),
                    done: '已重新下发',
                  })
                }
              >
                重试失败
              </Button>
            ) : null}
            {r.counts.pending ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirmAction(feedback, {
                    title: '取消待升级设备',
                    content: `取消 ${r.counts.pending} 台尚未开始的设备？已在升级的设备不受影响。`,
                    okText: '取消待升级',
                    danger: true,
                    run: () => upgradeApi.cancel(r.id),
                    done: '已取消待升级设备',
                  })
                }
              >
                取消待升级
              </Button>
            ) : null}
          </Access>
        )}
      />
      <Card
        size="small"
        title="固件版本"
        extra={
          <AddButton code={PRODUCTION_WRITES.firmwareUpload} onClick={() => setUploading(true)}>
            上传固件
          </AddButton>
        }
      >
        <RelatedList<Firmware>
          label="固件版本"
          rowKey="id"
          columns={firmwareColumns}
          source={queryDef(productionKeys.firmwares, upgradeApi.firmwares)}
          pageSize={10}
        />
      </Card>
      <FirmwareModal open={uploading} onClose={() => setUploading(false)} />
      <TaskModal open={creating} onClose={() => setCreating(false)} areas={areas} />
    </Space>
  );
}
