import { Space, Tag, Typography } from 'antd';
import PhoneReveal from '@/widgets/phoneReveal/PhoneReveal';
import { useAccess } from '@/shared/auth/access';
import DetailPage, { type DetailTab } from '@/shared/ui/DetailPage';
import RelatedList from '@/shared/ui/RelatedList';
import { date, dateTime, money } from '@/shared/utils/format';
import { riderApi } from '../api';
import { cardText, couponColumns, refundColumns, rideColumns, ticketColumns } from '../columns';
import DepositTab from '../components/DepositTab';
import RiderActions from '../components/RiderActions';
import WalletTab from '../components/WalletTab';
import {
  DEPOSIT_STATUS,
  STUDENT_STATUS,
  type Refund,
  type Ride,
  type RiderDetail,
  type Ticket,
} from '@contract/riders';
import { queryDef } from '@/shared/query/defs';
import type { RiderCoupon } from '@contract/couponIssue';
import { riderKeys } from '../keys';
import { LabelTag } from '@/shared/ui/LabelTag';

const source = queryDef(riderKeys.detail, riderApi.detail);

/**
 * /user-info-detail?id= (070101): the rider's profile and actions; tabs of the
 * wallet, rides, deposit, coupons held / used / expired, refunds and complaint tickets (each tab behind
 * the code of the list it shows).
 */
export default function RiderDetailPage() {
  const seesOrders = useAccess('1601');
  const seesTickets = useAccess('0401');

  const tabs = (r: RiderDetail): DetailTab[] => [
    { key: 'wallet', label: '钱包流水', children: <WalletTab rider={r} /> },
    ...(seesOrders
      ? [
          {
            key: 'rides',
            label: `骑行记录（${r.stats.orders}）`,
            children: (
              <RelatedList<Ride>
                rowKey="orderId"
                columns={rideColumns}
                emptyText="暂无骑行记录"
                source={queryDef([...riderKeys.rides, r.userId], (q, s) => riderApi.rides(r.userId, q, s))}
              />
            ),
          },
        ]
      : []),
    { key: 'deposit', label: '押金', children: <DepositTab rider={r} /> },
    {
      key: 'coupons',
      label: '优惠券',
      children: (
        <RelatedList<RiderCoupon>
          label="优惠券"
          rowKey="id"
          columns={couponColumns}
          emptyText="暂无优惠券"
          source={queryDef([...riderKeys.coupons, r.userId], (q, s) => riderApi.coupons(r.userId, q, s))}
        />
      ),
    },
    {
      key: 'refunds',
      label: '退款记录',
      children: (
        <RelatedList<Refund>
          rowKey="refundId"
          columns={refundColumns}
          emptyText="暂无退款记录"
          source={queryDef([...riderKeys.refunds, r.userId], (q, s) => riderApi.refunds(r.userId, q, s))}
        />
      ),
    },
    ...(seesTickets
      ? [
          {
            key: 'tickets',
            label: '工单',
            children: (
              <RelatedList<Ticket>
                rowKey="id"
                columns={ticketColumns}
                emptyText="暂无工单"
                source={queryDef([...riderKeys.tickets, r.userId], (q, s) => riderApi.tickets(r.userId, q, s))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <DetailPage<RiderDetail>
      source={source}
      scoped
      title={(r) => (
        <Space wrap>
          {/* a rider's name is plain text */}
          <span>{r.name}</span>
          <Typography.Text type="secondary">{r.userId}</Typography.Text>
          {r.blacklisted ? <Tag color="error">黑名单</Tag> : null}
          {r.realNameVerified ? <Tag color="success">已实名</Tag> : <Tag>未实名</Tag>}
        </Space>
      )}
      fields={(r) => [
        { key: 'phone', label: '手机号', children: <PhoneReveal phone={r.phone} kind="rider" id={r.userId} /> },
        { key: 'area', label: '服务区', children: r.serviceAreaName ?? r.serviceAreaId },
        { key: 'agent', label: '加盟商', children: r.agentName ?? r.agentId },
        { key: 'registeredAt', label: '注册时间', children: dateTime(r.registeredAt) },
        {
          key: 'student',
          label: '学生认证',
          children: <LabelTag value={r.studentStatus} labels={STUDENT_STATUS} />,
        },
        {
          key: 'deposit',
          label: '押金',
          children: (
            <Space>
              <LabelTag value={r.depositStatus} labels={DEPOSIT_STATUS} />
              {r.deposit ? money(r.deposit) : null}
            </Space>
          ),
        },
        { key: 'balance', label: '余额', children: money(r.balance) },
        { key: 'giftBalance', label: '赠送余额', children: money(r.giftBalance) },
        { key: 'ridingCard', label: '骑行卡', children: cardText(r.ridingCard) },
        { key: 'rides', label: '骑行次数', children: r.rides },
        { key: 'paidTotal', label: '累计实付', children: money(r.stats.paidTotal) },
        { key: 'lastRideAt', label: '最近骑行', children: dateTime(r.stats.lastRideAt) },
        ...(r.blacklist
          ? [
              {
                key: 'blacklist',
                label: '拉黑原因',
                span: 3,
                children: (
                  <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {`${r.blacklist.reason}（${r.blacklist.addedBy} 于 ${date(r.blacklist.addedAt)} 加入，${r.blacklist.until ? `${date(r.blacklist.until)} 到期` : '永久'}）`}
                  </span>
                ),
              },
            ]
          : []),
        // a lifted ban stays: every ban and lift, from the operator log
        ...(r.banHistory.length
          ? [
              {
                key: 'banHistory',
                label: '黑名单记录',
                span: 3,
                children: (
                  <Space orientation="vertical" size={0} style={{ wordBreak: 'break-word' }}>
                    {r.banHistory.map((b) => (
                      <span key={`${b.at}${b.action}`}>
                        {`${dateTime(b.at)} ${b.action}（${b.by}）${b.reason ? `：${b.reason}` : ''}`}
                      </span>
                    ))}
                  </Space>
                ),
              },
            ]
          : []),
      ]}
      actions={(r) => <RiderActions rider={r} />}
      tabs={(r) => tabs(r)}
    />
  );
}
