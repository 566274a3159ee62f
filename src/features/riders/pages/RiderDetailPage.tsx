import { Space, Tag, Typography } from 'antd';
import PhoneReveal from '@/widgets/phoneReveal/PhoneReveal';
import { useAccess } from '@/shared/auth/access';
import DetailPage, { type DetailTab } from '@/shared/ui/DetailPage';
import RelatedList, { type RelatedListProps } from '@/shared/ui/RelatedList';
import type { ListQuery, Page } from '@/shared/http/page';
import { date, dateTime, money } from '@/shared/utils/format';
import { riderApi } from '../api';
import { banColumns, cardText, couponColumns, refundColumns, rideColumns, ticketColumns } from '../columns';
import DepositTab from '../components/DepositTab';
import RiderActions from '../components/RiderActions';
import WalletTab from '../components/WalletTab';
import {
  DEPOSIT_STATUS,
  STUDENT_STATUS,
  type BanRecord,
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
 * wallet, rides, deposit, coupons held / used / expired, refunds, bans and lifts, and complaint tickets (each tab behind
 * the code of the list it shows).
 */
export default function RiderDetailPage() {
  const seesOrders = useAccess('1601');
  const seesTickets = useAccess('0401');

  const tabs = (r: RiderDetail): DetailTab[] => {
    /** A tab of the rider's rows of one list, read by its key and the rider's id. */
    const listTab = <T extends object>(
      key: keyof typeof riderKeys & string,
      label: string,
      fetch: (userId: string, q: ListQuery, s?: AbortSignal) => Promise<Page<T>>,
      list: Omit<RelatedListProps<T>, 'source'>,
    ): DetailTab => ({
      key,
      label,
      children: (
        <RelatedList<T> {...list} source={queryDef([...riderKeys[key], r.userId], (q, s) => fetch(r.userId, q, s))} />
      ),
    });
    return [
      { key: 'wallet', label: '钱包流水', children: <WalletTab rider={r} /> },
      ...(seesOrders
        ? [
            listTab<Ride>('rides', `骑行记录（${r.stats.orders}）`, riderApi.rides, {
              rowKey: 'orderId',
              columns: rideColumns,
              emptyText: '暂无骑行记录',
            }),
          ]
        : []),
      { key: 'deposit', label: '押金', children: <DepositTab rider={r} /> },
      listTab<RiderCoupon>('coupons', '优惠券', riderApi.coupons, {
        label: '优惠券',
        rowKey: 'id',
        columns: couponColumns,
        emptyText: '暂无优惠券',
      }),
      listTab<Refund>('refunds', '退款记录', riderApi.refunds, {
        rowKey: 'refundId',
        columns: refundColumns,
        emptyText: '暂无退款记录',
      }),
      // a lifted ban stays: the rider's ban records, every ban and lift
      listTab<BanRecord>('bans', '黑名单记录', riderApi.bans, {
        label: '黑名单记录',
        rowKey: 'id',
        columns: banColumns,
        emptyText: '暂无黑名单记录',
      }),
      ...(seesTickets
        ? [
            listTab<Ticket>('tickets', '工单', riderApi.tickets, {
              rowKey: 'id',
              columns: ticketColumns,
              emptyText: '暂无工单',
            }),
          ]
        : []),
    ];
  };

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
      ]}
      actions={(r) => <RiderActions rider={r} />}
      tabs={(r) => tabs(r)}
    />
  );
}
