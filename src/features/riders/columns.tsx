/** Column sets of the user screens: lists, detail tabs and their CSV cells. */
import { phoneColumn, linkColumn, moneyColumn, tagColumn } from '@/shared/ui/list/columns';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, PAY_CHANNEL, dueOf } from '@contract/orders';
import type { ListColumn } from '@/shared/ui/list/types';
import { date, dateTime, distance, duration, money } from '@/shared/utils/format';
import {
  BAN_ACTION,
  DEPOSIT_STATUS,
  REFUND_KIND,
  REFUND_STATUS,
  STUDENT_STATUS,
  TXN_CHANNEL,
  TXN_KIND,
  type BanRecord,
  type BlacklistEntry,
  type Refund,
  type Ride,
  type Rider,
  type Ticket,
  type WalletTxn,
} from '@contract/riders';
import { WORKSHEET_STATUS, WORKSHEET_TYPE } from '@contract/worksheets';
import { COUPON_SOURCE, RIDER_COUPON_STATUS, type RiderCoupon } from '@contract/couponIssue';
import { now } from '@/shared/utils/clock';
import { orderPath, riderPath, worksheetPath } from '@/shared/nav/paths';
import { realNameText, RIDER_COLUMNS } from '@contract/labels/riders';
import { yesNo } from '@contract/labels/columns';

/** Text from riders (names, reasons) is shown as text, never as markup. */
const text = (s: string | undefined, width = 240) => (
  <Typography.Text ellipsis={{ tooltip: s }} style={{ maxWidth: width }}>
    {s ?? '-'}
  </Typography.Text>
);
const signed = (fen: number) => (
  <Typography.Text type={fen < 0 ? 'danger' : 'success'}>{`${fen > 0 ? '+' : ''}${money(fen)}`}</Typography.Text>
);

export const cardText = (c: Rider['ridingCard']) =>
  c ? `${c.name}（${date(c.expiresAt)} 到期${Date.parse(c.expiresAt) < now() ? '，已过期' : ''}）` : '无';

/** Who a row is about: the rider's id (a link to the rider), name, masked phone and service area. */
function riderIdentity<T extends Pick<Rider, 'userId' | 'name' | 'phone' | 'serviceAreaName'>>(widths: {
  name: number;
  phone: number;
  area: number;
}): ListColumn<T>[] {
  return [
    linkColumn('userId', RIDER_COLUMNS.userId, 100, riderPath, { fixed: 'left' }),
    {
      key: 'name',
      title: RIDER_COLUMNS.name,
      width: widths.name,
      render: (_: unknown, r) => text(r.name, widths.name),
      csv: (r) => r.name,
    },
    phoneColumn<T>(widths.phone, RIDER_COLUMNS.phone),
    { key: 'serviceAreaName', title: RIDER_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: widths.area },
  ];
}

export const riderColumns: ListColumn<Rider>[] = [
  ...riderIdentity<Rider>({ name: 120, phone: 120, area: 110 }),
  {
    key: 'realNameVerified',
    title: RIDER_COLUMNS.realNameVerified,
    width: 80,
    render: (_: unknown, r) => (
      <Tag color={r.realNameVerified ? 'success' : undefined}>{realNameText(r.realNameVerified)}</Tag>
    ),
    csv: (r) => realNameText(r.realNameVerified),
  },
  tagColumn('studentStatus', RIDER_COLUMNS.studentStatus, STUDENT_STATUS, (r) => r.studentStatus, 90),
  tagColumn('depositStatus', RIDER_COLUMNS.depositStatus, DEPOSIT_STATUS, (r) => r.depositStatus, 90),
  moneyColumn('balance', RIDER_COLUMNS.balance, 110, (r) => r.balance, { sortable: true }),
  moneyColumn('giftBalance', RIDER_COLUMNS.giftBalance, 100, (r) => r.giftBalance),
  {
    key: 'ridingCard',
    title: RIDER_COLUMNS.ridingCard,
    width: 110,
    render: (_: unknown, r) => r.ridingCard?.name ?? '-',
    csv: (r) => cardText(r.ridingCard),
  },
  { key: 'rides', title: RIDER_COLUMNS.rides, dataIndex: 'rides', width: 100, align: 'right', sortable: true },
  {
    key: 'blacklisted',
    title: RIDER_COLUMNS.blacklisted,
    width: 80,
    render: (_: unknown, r) => (r.blacklisted ? <Tag color="error">黑名单</Tag> : '-'),
    csv: (r) => yesNo(r.blacklisted),
  },
  timeColumn('registeredAt', RIDER_COLUMNS.registeredAt),
];

export const blacklistColumns: ListColumn<BlacklistEntry>[] = [
  ...riderIdentity<BlacklistEntry>({ name: 100, phone: 110, area: 100 }),
  {
    key: 'reason',
    title: '拉黑原因',
    width: 220,
    render: (_: unknown, r) => text(r.reason, 200),
    csv: (r) => r.reason,
  },
  { key: 'addedBy', title: '操作人', dataIndex: 'addedBy', width: 90 },
  timeColumn('addedAt', '加入时间'),
  {
    key: 'until',
    title: '截止日期',
    width: 120,
    sortable: true,
    render: (_: unknown, r) => (r.until ? date(r.until) : <Tag color="error">永久</Tag>),
    csv: (r) => (r.until ? date(r.until) : '永久'),
  },
];

export const walletColumns: ListColumn<WalletTxn>[] = [
  { key: 'createdAt', title: '时间', width: 170, render: (_: unknown, t) => dateTime(t.createdAt) },
  tagColumn('kind', '类型', TXN_KIND, (t) => t.kind, 100),
  { key: 'account', title: '账户', width: 90, render: (_: unknown, t) => (t.account === 'gift' ? '赠送余额' : '余额') },
  { key: 'amount', title: '金额', width: 110, align: 'right', render: (_: unknown, t) => signed(t.amount) },
  {
    key: 'balanceAfter',
    title: '变动后余额',
    width: 120,
    align: 'right',
    render: (_: unknown, t) => money(t.balanceAfter),
  },
  { key: 'channel', title: '渠道', width: 100, render: (_: unknown, t) => TXN_CHANNEL[t.channel] ?? t.channel },
  {
    key: 'note',
    title: '说明',
    width: 300,
    render: (_: unknown, t) => (
      <span>
        {text(t.note, 220)}
        {t.orderId ? (
          <>
            {' '}
            <Link to={orderPath(t.orderId)}>查看订单</Link>
          </>
        ) : null}
      </span>
    ),
  },
  { key: 'by', title: '操作人', dataIndex: 'by', width: 100, render: (v: unknown) => (v ? String(v) : '-') },
];

export const rideColumns: ListColumn<Ride>[] = [
  {
    key: 'orderId',
    title: '订单号',
    width: 150,
    render: (_: unknown, o) => <Link to={orderPath(o.orderId)}>{o.orderId}</Link>,
  },
  { key: 'startAt', title: '开始时间', width: 170, render: (_: unknown, o) => dateTime(o.startAt) },
  { key: 'vehicleNo', title: '车辆编号', dataIndex: 'vehicleNo', width: 100 },
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 110 },
  { key: 'duration', title: '时长', width: 100, render: (_: unknown, o) => duration(o.duration) },
  {
    key: 'distance',
    title: '里程',
    width: 100,
    render: (_: unknown, o) => (o.status === 'riding' ? '-' : distance(o.distance)),
  },
  {
    key: 'due',
    title: '应付',
    width: 100,
    align: 'right',
    render: (_: unknown, o) => (o.status === 'riding' ? '-' : money(dueOf(o.amount))),
  },
  { key: 'paid', title: '实付', width: 100, align: 'right', render: (_: unknown, o) => money(o.amount.paid) },
  {
    key: 'payChannel',
    title: '支付方式',
    width: 100,
    render: (_: unknown, o) => PAY_CHANNEL[o.payChannel] ?? o.payChannel,
  },
  tagColumn('status', '状态', ORDER_STATUS, (o) => o.status, 90),
];

/** The coupons a rider holds, used and let expire (with the ride it was used on). */
export const couponColumns: ListColumn<RiderCoupon>[] = [
  { key: 'couponName', title: '优惠券', dataIndex: 'couponName', width: 140 },
  { key: 'source', title: '来源', width: 100, render: (_: unknown, c) => COUPON_SOURCE[c.source] ?? c.source },
  tagColumn('status', '状态', RIDER_COUPON_STATUS, (c) => c.status, 90),
  { key: 'receivedAt', title: '领取时间', width: 170, render: (_: unknown, c) => dateTime(c.receivedAt) },
  { key: 'expiresAt', title: '到期时间', width: 170, render: (_: unknown, c) => dateTime(c.expiresAt) },
  {
    key: 'orderId',
    title: '使用订单',
    width: 150,
    render: (_: unknown, c) =>
      c.orderId ? <Link to={orderPath(c.orderId)}>{c.orderId}</Link> : c.usedAt ? dateTime(c.usedAt) : '-',
  },
  {
    key: 'discount',
    title: '抵扣金额',
    width: 100,
    align: 'right',
    render: (_: unknown, c) => (c.status === 'used' ? money(c.discount) : '-'),
  },
];

export const refundColumns: ListColumn<Refund>[] = [
  { key: 'refundId', title: '退款单号', dataIndex: 'refundId', width: 150 },
  { key: 'kind', title: '类型', width: 100, render: (_: unknown, f) => REFUND_KIND[f.kind] ?? f.kind },
  {
    key: 'orderId',
    title: '关联订单',
    width: 150,
    render: (_: unknown, f) => (f.orderId ? <Link to={orderPath(f.orderId)}>{f.orderId}</Link> : '-'),
  },
  { key: 'amount', title: '金额', width: 100, align: 'right', render: (_: unknown, f) => money(f.amount) },
  {
    key: 'channel',
    title: '退至',
    width: 100,
    render: (_: unknown, f) => (f.channel === 'wallet' ? '钱包余额' : (TXN_CHANNEL[f.channel] ?? f.channel)),
  },
  { key: 'reason', title: '原因', width: 240, render: (_: unknown, f) => text(f.reason, 220) },
  tagColumn('status', '状态', REFUND_STATUS, (f) => f.status, 90),
  { key: 'createdAt', title: '时间', width: 170, render: (_: unknown, f) => dateTime(f.createdAt) },
  {
    key: 'handledBy',
    title: '处理人',
    dataIndex: 'handledBy',
    width: 100,
    render: (v: unknown) => (v ? String(v) : '-'),
  },
];

export const ticketColumns: ListColumn<Ticket>[] = [
  { key: 'id', title: '工单号', width: 130, render: (_: unknown, t) => <Link to={worksheetPath(t.id)}>{t.id}</Link> },
  { key: 'type', title: '类型', width: 100, render: (_: unknown, t) => WORKSHEET_TYPE[t.type] ?? t.type },
  { key: 'content', title: '内容', width: 320, render: (_: unknown, t) => text(t.content, 300) },
  tagColumn('status', '状态', WORKSHEET_STATUS, (t) => t.status, 90),
  {
    key: 'assigneeName',
    title: '处理人',
    dataIndex: 'assigneeName',
    width: 100,
    render: (v: unknown) => (v ? String(v) : '未指派'),
  },
  { key: 'createdAt', title: '创建时间', width: 170, render: (_: unknown, t) => dateTime(t.createdAt) },
];

/** The rider's ban history (黑名单记录): every ban and lift, who, when and why. */
export const banColumns: ListColumn<BanRecord>[] = [
  timeColumn('at', '时间', { sortable: false }),
  tagColumn('action', '操作', BAN_ACTION, (b) => b.action, 110),
  { key: 'reason', title: '原因', width: 240, render: (_: unknown, b) => (b.reason ? text(b.reason, 220) : '-') },
  { key: 'operator', title: '操作人', dataIndex: 'operator', width: 100 },
  {
    key: 'until',
    title: '截止日期',
    width: 120,
    render: (_: unknown, b) => (b.action === 'remove' ? '-' : b.until ? date(b.until) : '永久'),
  },
];
