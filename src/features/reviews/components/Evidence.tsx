import { Descriptions, Image, Space, Typography, type DescriptionsProps } from 'antd';
import PhoneReveal from '@/widgets/phoneReveal/PhoneReveal';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dateTime } from '@/shared/utils/format';
import type { ReviewItem } from '@contract/reviews';
import { riderPath } from '@/shared/nav/paths';
import { LabelTag } from '@/shared/ui/LabelTag';
import { REVIEW_STATUS_TAG } from '@contract/common';

/** Evidence photos with captions; click to enlarge (antd Image preview). */
export function EvidenceImages({ images, captions = [] }: { images: string[]; captions?: string[] }) {
  if (!images.length) return <Typography.Text type="secondary">未上传图片</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap size={12}>
        {images.map((src, i) => (
          <figure key={i} style={{ margin: 0 }}>
            <Image
              src={src}
              width={176}
              height={110}
              style={{ objectFit: 'cover', borderRadius: 6 }}
              alt={captions[i] ?? `证明材料 ${i + 1}`}
            />
            {captions[i] ? (
              <figcaption style={{ textAlign: 'center', fontSize: 12, color: 'rgba(0,0,0,.45)', marginTop: 4 }}>
                {captions[i]}
              </figcaption>
            ) : null}
          </figure>
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The applicant and the review state of an application, above its evidence. */
export function ReviewFacts({ row, extra = [] }: { row: ReviewItem; extra?: DescriptionsProps['items'] }) {
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: '状态', children: <LabelTag value={row.status} labels={REVIEW_STATUS_TAG} /> },
    { key: 'createdAt', label: '申请时间', children: dateTime(row.createdAt) },
    {
      key: 'user',
      label: '申请人',
      children: <Link to={riderPath(row.userId)}>{row.userName || row.userId}</Link>,
    },
    { key: 'phone', label: '手机号', children: <PhoneReveal phone={row.phone} kind="rider" id={row.userId} /> },
    { key: 'userId', label: '用户ID', children: row.userId },
    { key: 'area', label: '服务区', children: row.serviceAreaName ?? row.serviceAreaId },
    ...(extra ?? []),
  ];
  if (row.status !== 'pending') {
    items.push({ key: 'handledBy', label: '审核人', children: row.handledBy ?? '-' });
    items.push({ key: 'handledAt', label: '审核时间', children: dateTime(row.handledAt) });
  }
  if (row.status === 'rejected')
    items.push({
      key: 'reason',
      label: '驳回原因',
      span: 2,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.reason}</span>,
    });
  return <Descriptions bordered size="small" column={2} items={items} styles={{ label: { whiteSpace: 'nowrap' } }} />;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 20 }}>
      <Typography.Title level={5} style={{ marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
