import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A figure with its change against a reference (e.g. yesterday at the same hour). */
export default function KpiCard({
  title,
  value,
  current,
  previous,
  note,
}: {
  title: string;
  value: ReactNode;
  current?: number;
  previous?: number;
  note?: ReactNode;
}) {
  let delta: ReactNode = null;
  if (current !== undefined && previous !== undefined) {
    if (previous === 0) delta = <Typography.Text type="secondary">昨日同期 0</Typography.Text>;
    else {
      const pct = ((current - previous) / previous) * 100;
      const up = pct >= 0;
      delta = (
        <Typography.Text type={up ? 'success' : 'danger'}>
          {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(pct).toFixed(1)}% 较昨日同期
        </Typography.Text>
      );
    }
  }
  return (
    <Card size="small">
      <Statistic title={title} value={value as string} />
      <div className="dashboard-kpi__note">{delta ?? <Typography.Text type="secondary">{note}</Typography.Text>}</div>
    </Card>
  );
}
