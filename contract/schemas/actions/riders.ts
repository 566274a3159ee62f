import { z } from 'zod';
import { RIDER_WRITES } from '@contract/actions';
import type { PhoneRevealResult } from '@contract/privacy';
import { replyFor, repliesFor, type Replies } from '../registry';
import { fen, sameType } from '../common';
// a write answers the record as its list shows it: the lists' schemas (../riders)
import { blacklistEntry, depositStatus, orderDetail, refund, ridingCard, walletTxn } from '../riders';
import { id } from './shared';

const revealed = z.object({ phone: z.string().regex(/^1\d{10}$/) });
sameType<z.infer<typeof revealed>, PhoneRevealResult>(true);

/** Riders' money, deposit, cards and blacklist; orders and refunds. */
export const RIDER_WRITE_REPLIES: Replies = [
  replyFor(RIDER_WRITES.adjustBalance, z.object({ balance: fen, txn: walletTxn })),
  replyFor(RIDER_WRITES.freezeDeposit, z.object({ depositStatus: depositStatus.extract(['frozen']) })),
  replyFor(RIDER_WRITES.recoverDeposit, z.object({ depositStatus: depositStatus.extract(['paid']) })),
  replyFor(RIDER_WRITES.grantRidingCard, ridingCard),
  replyFor(RIDER_WRITES.addToBlacklist, blacklistEntry),
  replyFor(RIDER_WRITES.removeFromBlacklist, z.object({ userId: id, blacklisted: z.literal(false) })),
  // a refund asked for is of a positive amount
  replyFor(RIDER_WRITES.refund, refund.extend({ amount: fen.positive() })),
  ...repliesFor([RIDER_WRITES.endOrder, RIDER_WRITES.adjustOrderFee], orderDetail),
  // the audited reveal: the one reply that carries a full number
  replyFor(RIDER_WRITES.revealPhone, revealed),
];
