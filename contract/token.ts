/**
 * The claims of the access token (a JWT) the backend issues at sign-in: who signed in and
 * the scope it works in. The backend signs and checks them; the console only decodes them
 * (the header's scope, the franchisee's areas). Undefined lists mean "all".
 */
export interface TokenClaims {
  /** the service areas the operator works in */
  opAreaIds?: string[];
  /** the service areas its big screens show */
  opAreaIdsBigScreen?: string[];
  /** the franchisees it works for */
  agentIds?: string[];
  /** the operator's opManId */
  userId: string;
  /** the franchisee it belongs to, for a franchisee's account */
  agentId?: string;
  /** the operator's phone */
  xcUid: string;
  /** the device it was issued for (the sign-in's device code): refused once that device is no longer authorized */
  deviceCode: string;
  /** the token's own id: a sign-out revokes it */
  jti: string;
  /** expiry, seconds since the epoch */
  exp: number;
}
