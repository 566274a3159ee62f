import { base64UrlDecode } from '@/shared/utils/base64url';
import type { TokenClaims } from '@contract/token';

/** Claims of the access token, as the backend issues them. The client only decodes it. */
export type { TokenClaims } from '@contract/token';

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
