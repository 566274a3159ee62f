import { base64UrlDecode } from '@/shared/utils/base64url';

/** Claims of the access token (sign-in protocol). The client only decodes it. */
export interface TokenClaims {
  opAreaIds?: string[];
  opAreaIdsBigScreen?: string[];
  agentIds?: string[];
  userId: string;
  agentId?: string;
  /** the operator's phone */
  xcUid: string;
  exp: number;
}

export function decodeToken(token: string | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as TokenClaims;
    return typeof claims === 'object' && claims ? claims : null;
  } catch {
    return null;
  }
}
