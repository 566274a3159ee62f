/** 发放记录: who issued which coupon, when, how many and to whom. */
import { Button, Modal, Tag } from 'antd';
import { useState } from 'react';
import { queryDef } from '@/shared/query/defs';
import RelatedList from '@/shared/ui/RelatedList';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime } from '@/shared/utils/format';
import { ISSUE_MODE, type CouponIssue } from '@contract/couponIssue';
import { marketingApi } from '../api';
import { marketingKeys } from '../keys';

const columns: ListColumn<CouponIssue>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 80 },
  { key: 'at', title: '发放时间', width: 160, render: (_: unknown, r) => dateTime(r.at) },
  { key: 'couponName', title: '优惠券', dataIndex: 'couponName', width: 130 },
  { key: 'mode', title: '方式', width: 100, render: (_: unknown, r) => <Tag>{ISSUE_MODE[r.mode]}</Tag> },
  { key: 'target', title: '发放对象', dataIndex: 'target', width: 200 },
  {
    key: 'count',
    title: '数量',
    width: 130,
    align: 'right',
    render: (_: unknown, r) => `${r.riders} 人 × ${r.perRider} = ${r.count} 张`,
  },
  { key: 'by', title: '操作人', dataIndex: 'by', width: 100 },
];

const source = queryDef(marketingKeys.couponIssues, marketingApi.couponIssues);

export default function IssueRecordsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>发放记录</Button>
      <Modal title="发放记录" open={open} onCancel={() => setOpen(false)} footer={null} width={960} destroyOnHidden>
        <RelatedList<CouponIssue>
          label="发放记录"
          rowKey="id"
          columns={columns}
          source={source}
          emptyText="暂无发放记录"
        />
      </Modal>
    </>
  );
}
