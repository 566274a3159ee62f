import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { clock } from '../model/time';

/** '30秒自动刷新 · 上次刷新 12:00:30' with a manual refresh. */
export default function RefreshIndicator({
  seconds,
  refreshedAt,
  loading,
  onRefresh,
}: {
  seconds: number;
  refreshedAt?: number;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <Space size={6} role="status" aria-label="自动刷新">
      <Tag icon={<SyncOutlined spin={loading} />} color="blue" style={{ marginInlineEnd: 0 }}>
        {seconds}秒自动刷新
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        上次刷新 {refreshedAt ? clock(refreshedAt) : '--:--:--'}
      </Typography.Text>
      <Button size="small" icon={<ReloadOutlined />} aria-label="立即刷新" onClick={onRefresh} loading={loading} />
    </Space>
  );
}
