import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Space, Tag, Typography } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { REVIEW_STATUS, type ReviewStatus } from '@contract/common';
import { maskPhone } from '@/shared/utils/format';
import type { ParkApplication } from '@contract/parkApplications';

const STATUS_COLOR: Record<ReviewStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

export function StatusTag({ status }: { status: ReviewStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{REVIEW_STATUS[status] ?? status}</Tag>;
}

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
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (_: unknown, r) => <StatusTag status={r.status} />,
    csv: (r) => REVIEW_STATUS[r.status],
  },
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
