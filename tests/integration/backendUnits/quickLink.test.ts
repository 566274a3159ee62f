/** Quick-login links (sign-in protocol, business limits): signed, valid 60 s. */
import { describe, expect, it } from 'vitest';
import { checkOriginLink, makeOriginLink, QUICK_LINK_TTL_MS } from '@mocks/lib/quickLink';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('quick-login link', () => {
  it('is valid for 60 s', () => {
    expect(QUICK_LINK_TTL_MS).toBe(60000);
    const link = makeOriginLink('13800000001', T0);
    expect(checkOriginLink(link, T0)).toEqual({ ok: true, phone: '13800000001' });
    expect(checkOriginLink(link, T0 + 30000)).toEqual({ ok: true, phone: '13800000001' });
    expect(checkOriginLink(link, T0 + 60000)).toEqual({ ok: true, phone: '13800000001' });
  });

  it('is expired after 60 s', () => {
    const link = makeOriginLink('13800000001', T0);
    expect(checkOriginLink(link, T0 + 60001)).toEqual({ ok: false, reason: 'expired' });
    expect(checkOriginLink(link, T0 + 3600000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is not accepted when issued in the future', () => {
    const link = makeOriginLink('13800000001', T0 + 60000);
    expect(checkOriginLink(link, T0)).toEqual({ ok: false, reason: 'expired' });
  });

  it('uses the current time by default', () => {
    expect(checkOriginLink(makeOriginLink('13800000000'))).toEqual({ ok: true, phone: '13800000000' });
  });

  it('is invalid when tampered with', () => {
    const link = makeOriginLink('13800000001', T0);
    const [, sig] = link.split('.');
    const forged = `${b64url(JSON.stringify({ phone: '13800000000', ts: T0 }))}.${sig}`;
    expect(checkOriginLink(forged, T0)).toEqual({ ok: false, reason: 'invalid' });
    // a fresh issue time under the old signature
    const renewed = `${b64url(JSON.stringify({ phone: '13800000001', ts: T0 + 120000 }))}.${sig}`;
    expect(checkOriginLink(renewed, T0 + 120000)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
    expect(checkOriginLink(flipped, T0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is invalid when malformed', () => {
    for (const bad of ['', 'abc', '.', 'abc.', '.sig', 'a.b.c']) {
      expect(checkOriginLink(bad, T0)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
