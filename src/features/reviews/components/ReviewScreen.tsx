import { Space, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccess, type AccessRule } from '@/shared/auth/access';
import type { ListQuery } from '@/shared/http/page';
import type { ListColumn } from '@/shared/ui/list/types';
import ReviewQueue from '@/widgets/reviewQueue/ReviewQueue';
import { dateTime, maskPhone } from '@/shared/utils/format';
import { reviewApi } from '../api';
import type { ReviewItem, ReviewKind } from '@contract/reviews';
import { queryDef } from '@/shared/query/defs';
import { riderPath } from '@/shared/nav/paths';
import { reviewKeys } from '../keys';
import { REVIEW_STATUS_TAG } from '@contract/common';
import { tagColumn } from '@/shared/ui/list/columns';

/** The rider of an application: name over masked phone, linked to the rider's detail. */
export function Applicant({ row }: { row: ReviewItem }) {
  return (
    <Space orientation="vertical" size={0}>
      <Link to={riderPath(row.userId)}>{row.userName || row.userId}</Link>
      <Typography.Text type="secondary">{maskPhone(row.phone)}</Typography.Text>
    </Space>
  );
}

const leading = <T extends ReviewItem>(): ListColumn<T>[] => [
  { key: 'id', title: '申请编号', dataIndex: 'id' as keyof T & string, width: 110, fixed: 'left' },
  {
    key: 'user',
    title: '申请人',
    width: 150,
    render: (_: unknown, r: T) => <Applicant row={r} />,
    csv: (r) => `${r.userName ?? ''}（${r.userId}）`,
  },
  // in the CSV only
  { key: 'phone', title: '手机号', hidden: true, csv: (r) => maskPhone(r.phone) },
];

const trailing = <T extends ReviewItem>(): ListColumn<T>[] => [
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName' as keyof T & string, width: 110 },
  {
    key: 'createdAt',
    title: '申请时间',
    sortable: true,
    width: 170,
    render: (_: unknown, r: T) => dateTime(r.createdAt),
    csv: (r) => dateTime(r.createdAt),
  },
  tagColumn('status', '状态', REVIEW_STATUS_TAG, (r) => r.status, 90),
  {
    key: 'handledBy',
    title: '审核人',
    dataIndex: 'handledBy' as keyof T & string,
    width: 100,
    render: (v: unknown) => (v ? String(v) : '-'),
  },
  {
    key: 'handledAt',
    title: '审核时间',
    sortable: true,
    width: 170,
    render: (_: unknown, r: T) => dateTime(r.handledAt),
    csv: (r) => dateTime(r.handledAt),
  },
  {
    key: 'reason',
    title: '驳回原因',
    width: 200,
    ellipsis: true,
    render: (_: unknown, r: T) => r.reason ?? '-',
    csv: (r) => r.reason ?? '',
  },
];

export interface ReviewScreenProps<T extends ReviewItem> {
  kind: ReviewKind;
  /** the queue's approve and reject endpoints: who may call them reviews */
  code: AccessRule;
  title: string;
  /** columns between the applicant and the common trailing ones */
  columns: ListColumn<T>[];
  keywordLabel?: string;
  keywordPlaceholder: string;
  approveText?: string;
  /** what approving a row does, in its confirmation */
  approveContent?: (row: T) => string;
  detail: (row: T) => ReactNode;
  detailTitle?: (row: T) => ReactNode;
}

/**
 * One review queue of user management: status tabs, search by keyword and date,
 * evidence in the detail drawer, approve / reject (with a reason).
 */
export default function ReviewScreen<T extends ReviewItem>(props: ReviewScreenProps<T>) {
  const { kind } = props;
  const canReview = useAccess(props.code);
  const source = queryDef([...reviewKeys.list, kind], (q: ListQuery, signal) => reviewApi.list<T>(kind, q, signal));
  const onApprove = useCallback((r: T) => reviewApi.approve(kind, r.id), [kind]);
  const onReject = useCallback((r: T, reason: string) => reviewApi.reject(kind, r.id, reason), [kind]);
  return (
    <ReviewQueue<T>
      title={props.title}
      rowKey="id"
      source={source}
      canReview={canReview}
      approveText={props.approveText}
      approveContent={props.approveContent}
      onApprove={onApprove}
      onReject={onReject}
      isPending={(r) => r.status === 'pending'}
      filters={[
        { name: 'keyword', label: props.keywordLabel ?? '关键词', placeholder: props.keywordPlaceholder },
        { name: 'createdAt', label: '申请时间', type: 'dateRange' },
      ]}
      columns={[...leading<T>(), ...props.columns, ...trailing<T>()]}
      detail={props.detail}
      detailTitle={props.detailTitle ?? ((r) => `${props.title} · ${r.id}`)}
      rowActionsWidth={180}
    />
  );
}
