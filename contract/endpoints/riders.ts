import { read, type Rows } from '@contract/endpoint';
import type { OrderDetail, OrderRow, RideEndQuote } from '@contract/orders';
import type { RideTrack } from '@contract/rideTracks';
import type { BanRecord, BlacklistEntry, Refund, Rider, RiderDetail, WalletTxn } from '@contract/riders';

/** Riders, their rides and refunds: lists, details, wallets, the blacklist, a ride's track. */
export const RIDER_READS = {
  orderList: read<Rows<OrderRow>>('/platform/order/list', ['1601', '1502']),
  orderDetail: read<OrderDetail>('/platform/order/detail', ['1601']),
  refundList: read<Rows<Refund>>('/platform/refund/list', ['1601', '070101']),
  orderTrack: read<RideTrack>('/platform/order/track', ['1601']),
  /** what 结束订单 would charge now (priced as the end prices it; a ride in progress only) */
  orderEndQuote: read<RideEndQuote>('/platform/order/fee-quote', ['1601']),
  userList: read<Rows<Rider>>('/platform/user/list', ['070101']),
  userDetail: read<RiderDetail>('/platform/user/detail', ['070101']),
  userWallet: read<Rows<WalletTxn>>('/platform/user/wallet', ['070101']),
  blacklistList: read<Rows<BlacklistEntry>>('/platform/blacklist/list', ['08']),
  /** a rider's ban history, newest first: every ban and lift, lifted bans included (whoever may see the rider) */
  userBans: read<Rows<BanRecord>>('/platform/user/bans', ['070101']),
} as const;
