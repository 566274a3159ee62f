import { base64UrlDecode } from '../../src/shared/utils/base64url';
import { tag } from './jwt';
import { LINK_SECRET } from './secrets';
import { now } from '../../src/shared/utils/clock';

/** Quick-login links (sign-in protocol): phone and issue time, signed, valid 60 s. */
export const QUICK_LINK_TTL_MS = 60000;

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function makeOriginLink(phone: string, issuedAtMs = now()): string {
  const body = b64url(JSON.stringify({ phone, ts: issuedAtMs }));
  return `${body}.${tag(body, LINK_SECRET)}`;
}

export type LinkCheck = { ok: true; phone: string } | { ok: false; reason: 'invalid' | 'expired' };

export function checkOriginLink(origin: string, nowMs = now()): LinkCheck {
  const [body, sig] = origin.split('.');
  if (!body || !sig || tag(body, LINK_SECRET) !== sig) return { ok: false, reason: 'invalid' };
  try {
    const { phone, ts } = JSON.parse(base64UrlDecode(body)) as { phone: string; ts: number };
    if (nowMs - ts > QUICK_LINK_TTL_MS || ts - nowMs > 5000) return { ok: false, reason: 'expired' };
    return { ok: true, phone };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
