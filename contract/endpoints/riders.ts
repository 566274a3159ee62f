import { read } from '@contract/endpoint';

/** Riders, their rides and refunds: lists, details, wallets, the blacklist, a ride's track. */
export const RIDER_READS = {
  orderList: read('/platform/order/list', ['1601', '1502']),
  orderDetail: read('/platform/order/detail', ['1601']),
  refundList: read('/platform/refund/list', ['1601', '070101']),
  orderTrack: read('/platform/order/track', ['1601']),
  userList: read('/platform/user/list', ['070101']),
  userDetail: read('/platform/user/detail', ['070101']),
  userWallet: read('/platform/user/wallet', ['070101']),
  blacklistList: read('/platform/blacklist/list', ['08']),
} as const;
