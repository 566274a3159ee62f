import { ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import type { DemoData } from '@/shared/config/demoData';
import { toast } from '@/shared/http/notify';
import { keysOf } from '@/shared/query/keys';
import { useServerQuery } from '@/shared/query/useServerQuery';

const journalKeys = keysOf('journal', ['count']);

/** The reset's confirmation (what is lost, what happens next). */
export const RESET_DEMO_CONFIRM = '重置后，本浏览器中对演示数据的全部修改将被清除，页面会重新加载。';

/**
 * 重置演示数据 (issue 12): the embedded backend keeps this browser's changes over the seeded
 * world; this forgets them and reloads onto the seed. Their count is read like server
 * state, so every accepted write refreshes it.
 */
export default function DemoDataReset({ data }: { data: DemoData }) {
  const kept = useServerQuery({ key: journalKeys.count, fetch: () => data.count(), unscoped: true, silent: true });
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      await data.reset();
    } catch {
      toast('error', '重置演示数据失败，请重试');
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" size={8}>
      <Typography.Text type="secondary">
        {kept.data === undefined
          ? '正在统计本浏览器保存的修改…'
          : `本浏览器保存了 ${kept.data} 项修改，刷新页面后仍在。`}
      </Typography.Text>
      <Popconfirm
        title="重置演示数据？"
        description={RESET_DEMO_CONFIRM}
        okText="重置"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: busy }}
        onConfirm={reset}
      >
        <Button danger icon={<ReloadOutlined aria-hidden />} loading={busy}>
          重置演示数据
        </Button>
      </Popconfirm>
    </Space>
  );
}
