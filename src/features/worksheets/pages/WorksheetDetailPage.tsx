import { Card, Space, Typography } from 'antd';
import { Facts } from '@/shared/ui/DetailPage';
import PhoneReveal from '@/widgets/phoneReveal/PhoneReveal';
import { Link } from 'react-router-dom';
import DetailPage from '@/shared/ui/DetailPage';
import { dateTime, money } from '@/shared/utils/format';
import { worksheetApi } from '../api';
import Conversation from '../components/Conversation';
import ReplyBox from '../components/ReplyBox';
import WorksheetActions from '../components/WorksheetActions';
import { WORKSHEET_TYPE, type Worksheet } from '@contract/worksheets';
import { queryDef } from '@/shared/query/defs';
import { REFUND_DESTINATION } from '@contract/money';
import { orderPath, riderPath } from '@/shared/nav/paths';
import { worksheetKeys } from '../keys';
import { LabelTag } from '@/shared/ui/LabelTag';
import { WORKSHEET_STATUS } from '@contract/worksheets';

const source = queryDef(worksheetKeys.detail, worksheetApi.detail);
const text = (s: string) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{s}</span>;

function OrderSummary({ o }: { o: NonNullable<Worksheet['order']> }) {
  return (
    <Facts
      items={[
        { key: 'orderId', label: '订单号', children: <Link to={orderPath(o.orderId)}>{o.orderId}</Link> },
        { key: 'vehicleNo', label: '车辆编号', children: o.vehicleNo },
        {
          key: 'time',
          label: '骑行时间',
          children: `${dateTime(o.startAt)} ~ ${o.endAt ? dateTime(o.endAt).slice(11) : '骑行中'}`,
        },
        { key: 'base', label: '起步费 + 时长费', children: money(o.amount.base + o.amount.time) },
        { key: 'dispatchFee', label: '调度费', children: money(o.amount.dispatchFee) },
        { key: 'paid', label: '实付', children: money(o.amount.paid) },
        {
          key: 'refundable',
          label: '可退金额',
          // a refund is the order's own action (an amount, a destination, its permission): never the ticket's words
          children:
            o.refundable > 0 ? (
              <Space>
                <span>{`${money(o.refundable)}（${REFUND_DESTINATION[o.refundChannel]}）`}</span>
                <Link to={orderPath(o.orderId)}>去订单退款</Link>
              </Space>
            ) : (
              money(0)
            ),
        },
      ]}
    />
  );
}

/** /user-worksheet-detail?id= (0401): a complaint, its conversation, and reply / assign / resolve / close. */
export default function WorksheetDetailPage() {
  return (
    <DetailPage<Worksheet>
      source={source}
      title={(w) => (
        <Space>
          <span>工单 {w.id}</span>
          <LabelTag value={w.status} labels={WORKSHEET_STATUS} />
        </Space>
      )}
      fields={(w) => [
        { key: 'type', label: '类型', children: WORKSHEET_TYPE[w.type] ?? w.type },
        {
          key: 'user',
          label: '用户',
          // a ticket of the caller's area may be of another area's rider: named, not linked
          children: w.userInScope ? (
            <Link to={riderPath(w.userId)}>{w.userName || w.userId}</Link>
          ) : (
            w.userName || w.userId
          ),
        },
        { key: 'phone', label: '手机号', children: <PhoneReveal phone={w.phone} kind="worksheet" id={w.id} /> },
        {
          key: 'orderId',
          label: '关联订单',
          children: w.orderId ? <Link to={orderPath(w.orderId)}>{w.orderId}</Link> : '-',
        },
        { key: 'vehicleNo', label: '车辆编号', children: w.vehicleNo ?? '-' },
        { key: 'area', label: '服务区', children: w.serviceAreaName ?? w.serviceAreaId },
        { key: 'assignee', label: '处理人', children: w.assigneeName ?? '未指派' },
        { key: 'createdAt', label: '创建时间', children: dateTime(w.createdAt) },
        { key: 'updatedAt', label: '最后更新', children: dateTime(w.updatedAt) },
        ...(w.resolution ? [{ key: 'resolution', label: '处理结果', span: 3, children: text(w.resolution) }] : []),
        ...(w.closeReason ? [{ key: 'closeReason', label: '关闭原因', span: 3, children: text(w.closeReason) }] : []),
      ]}
      actions={(w) => <WorksheetActions ws={w} />}
      tabs={(w) => [
        {
          key: 'conversation',
          label: `沟通记录（${w.replies.filter((r) => r.by !== 'system').length + 1}）`,
          children: (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <Conversation ws={w} />
              <Card size="small" title="回复用户">
                <ReplyBox ws={w} />
              </Card>
            </Space>
          ),
        },
        ...(w.order
          ? [
              {
                key: 'order',
                label: '关联订单',
                children: (
                  <>
                    <OrderSummary o={w.order} />
                    <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                      费用调整与退款请在订单详情中操作。
                    </Typography.Paragraph>
                  </>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
