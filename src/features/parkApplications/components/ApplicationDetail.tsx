import { Card, Descriptions, Image, Space, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAccess } from '@/shared/auth/access';
import { dateTime } from '@/shared/utils/format';
import type { ParkApplication } from '@contract/parkApplications';
import ApplicationMap from './ApplicationMap';
import { LabelTag } from '@/shared/ui/LabelTag';
import { REVIEW_STATUS_TAG } from '@contract/common';

/** A titled block of the drawer (the map, the photos). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginTop: 16 }}>
      {children}
    </Card>
  );
}

/** The station an approval created, linked to the parking fences for users who may see them. */
function CreatedStation({ row }: { row: ParkApplication }) {
  const canSee = useAccess('0504');
  if (!row.stationId) return <>-</>;
  return canSee ? (
    <Link to={`/electronic/parking-fence?keyword=${encodeURIComponent(row.stationName)}`}>{row.stationId}</Link>
  ) : (
    <>{row.stationId}</>
  );
}

/** What the map shows, and how far the closest existing station is. */
function mapNote(row: ParkApplication): string {
  const shape = row.status === 'approved' ? '青色实线为已建站点范围' : '橙色虚线为拟建范围';
  const around = row.nearby.length ? `周边300米内已有 ${row.nearby.length} 个站点（青色）` : '周边300米内没有其他站点';
  const nearest = row.nearest ? `；最近的站点：${row.nearest.name}，约 ${row.nearest.metres} 米` : '';
  return `${shape}；${around}${nearest}`;
}

/** An application in the review drawer: the facts, the proposed box on the map, the site photos. */
export default function ApplicationDetail({ row }: { row: ParkApplication }) {
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: '状态', children: <LabelTag value={row.status} labels={REVIEW_STATUS_TAG} /> },
    { key: 'createdAt', label: '提交时间', children: dateTime(row.createdAt) },
    { key: 'stationName', label: '拟建站点', span: 2, children: row.stationName },
    { key: 'area', label: '服务区', children: row.serviceAreaName ?? row.serviceAreaId },
    { key: 'capacity', label: '车位数', children: row.capacity },
    { key: 'applicant', label: '申请人', children: row.applicantName },
    { key: 'phone', label: '联系电话', children: row.applicantPhone },
    {
      key: 'reason',
      label: '申请理由',
      span: 2,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.reason}</span>,
    },
  ];
  if (row.status !== 'pending') {
    items.push({ key: 'reviewer', label: '审核人', children: row.reviewer ?? '-' });
    items.push({ key: 'reviewedAt', label: '审核时间', children: dateTime(row.reviewedAt) });
  }
  if (row.status === 'approved')
    items.push({ key: 'station', label: '已创建站点', span: 2, children: <CreatedStation row={row} /> });
  if (row.status === 'rejected') {
    items.push({
      key: 'rejectReason',
      label: '驳回原因',
      span: 2,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.rejectReason}</span>,
    });
  }
  return (
    <>
      <Descriptions bordered size="small" column={2} items={items} styles={{ label: { whiteSpace: 'nowrap' } }} />
      <Section title="拟建站点范围">
        <ApplicationMap row={row} />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
          {mapNote(row)}
        </Typography.Text>
      </Section>
      <Section title="现场照片">
        {row.photos.length ? (
          <Image.PreviewGroup>
            <Space wrap size={12}>
              {row.photos.map((src, i) => (
                <Image
                  key={i}
                  src={src}
                  width={176}
                  height={110}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                  alt={`现场照片 ${i + 1}`}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Typography.Text type="secondary">未上传照片</Typography.Text>
        )}
      </Section>
    </>
  );
}
