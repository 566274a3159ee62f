import type { DeviceState } from './devices';
import type { RowProblem } from './production';
import type { WalletTxn } from './riders';

/**
 * What the writes answer where the answer is not a record of the domain (those are the
 * records' own types): an acknowledgement, the id of what is gone, a count.
 */

/** a deleted record's id */
export interface Removed {
  id: string;
}

/** a sign-in step that sends an SMS code: nothing to read */
export type SmsSent = Record<string, never>;

/** the user service's id of a phone that passed its SMS check */
export interface SmsVerified {
  objectId: string;
}

/** the sign-in device is authorized (otherwise the step is refused) */
export interface DeviceVerified {
  authorized: true;
}

/** the session key, sealed with the console's key (the key exchange) */
export interface SealedKey {
  aesKey: string;
}

/** a signed-in operator's token */
export interface SignedIn {
  token: string;
  opManId: string;
}

/** the quick login's token, with the phone it was made for */
export interface QuickSignedIn extends SignedIn {
  objectId: string;
  phone: string;
}

/** the caller's token is revoked (the sign-out) */
export interface SignedOut {
  signedOut: true;
}

/** the operator's own sign-in, as the session starts from it */
export interface OperatorSignedIn {
  opManId: string;
  agentId: string | null;
  roleId: string;
}

export interface SupportRegistered {
  registered: true;
}

/** a device's authorization request, as it stands */
export interface DeviceRequested {
  id: string;
  state: DeviceState;
}

export interface BalanceAdjusted {
  /** the cash balance after the adjustment, fen */
  balance: number;
  txn: WalletTxn;
}

export interface DepositFrozen {
  depositStatus: 'frozen';
}

export interface DepositRecovered {
  depositStatus: 'paid';
}

export interface Unblacklisted {
  userId: string;
  blacklisted: false;
}

export interface TasksCreated {
  created: number;
  ids: string[];
}

export interface TasksAssigned {
  assigned: number;
}

export interface OperatorRemoved {
  opManId: string;
  phone: string;
}

export interface MemberRemoved {
  opManId: string;
}

export interface AgentRemoved {
  agentId: string;
}

export interface ImportChecked {
  problems: RowProblem[];
}

export interface ImportStaged {
  uploadId: string;
  staged: number;
  problems: RowProblem[];
}

export interface CodesGenerated {
  generated: number;
}
