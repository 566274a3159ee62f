import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Space, Typography } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { maskPhone } from '@/shared/utils/format';
import type { ParkApplication } from '@contract/parkApplications';
import { REVIEW_STATUS_TAG } from '@contract/common';
import { tagColumn } from '@/shared/ui/list/columns';

/** The ops staff member who proposed the station: name over masked phone. */
export function Applicant({ row }: { row: ParkApplication }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{row.applicantName}</span>
      <Typography.Text type="secondary">{maskPhone(row.applicantPhone)}</Typography.Text>
    </Space>
  );
}

type Col = ListColumn<ParkApplication>;

export const columns: Col[] = [
  { key: 'id', title: '申请编号', dataIndex: 'id', width: 110, fixed: 'left' },
  { key: 'stationName', title: '拟建站点', dataIndex: 'stationName', width: 190, ellipsis: true },
  tagColumn('status', '状态', REVIEW_STATUS_TAG, (r) => r.status, 90),
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 110 },
  { key: 'capacity', title: '车位数', dataIndex: 'capacity', width: 90, align: 'right', sortable: true },
  {
    key: 'nearest',
    title: '距最近站点',
    width: 110,
    align: 'right',
    render: (_: unknown, r) => (r.nearest ? `${r.nearest.metres} 米` : '-'),
    csv: (r) => r.nearest?.metres ?? '',
  },
  {
    key: 'applicant',
    title: '申请人',
    width: 130,
    render: (_: unknown, r) => <Applicant row={r} />,
    csv: (r) => `${r.applicantName}（${maskPhone(r.applicantPhone)}）`,
  },
  timeColumn('createdAt', '提交时间'),
  {
    key: 'reviewer',
    title: '审核人',
    dataIndex: 'reviewer',
    width: 100,
    render: (v: unknown) => (v ? String(v) : '-'),
  },
  timeColumn('reviewedAt', '审核时间'),
  {
    key: 'rejectReason',
    title: '驳回原因',
    width: 200,
    ellipsis: true,
    render: (_: unknown, r) => r.rejectReason ?? '-',
    csv: (r) => r.rejectReason ?? '',
  },
];
