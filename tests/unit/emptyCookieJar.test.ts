/**
 * msw's cookie jar in the browser builds (mocks/lib/emptyCookieJar.ts, put in place of
 * tough-cookie by vite.config.ts): what msw's cookie store calls of it keeps nothing, and a
 * Set-Cookie msw would store is refused with what it was. (Vitest runs msw's own jar: msw is
 * not bundled here. The browser tests run the demo build, where every request goes through this
 * one.)
 */
import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '../../mocks/lib/emptyCookieJar';

describe('the empty cookie jar', () => {
  it('has no cookie for any address and reads none back from a previous visit', () => {
    const store = new MemoryCookieStore();
    expect(store.idx).toEqual({});
    expect(Cookie.fromJSON()).toBeNull();
    expect(new CookieJar().getCookiesSync('http://console.test/ebike/v3/backend/platform/site/config')).toEqual([]);
  });

  it('refuses to store a Set-Cookie, naming the cookie and the address', async () => {
    await expect(new CookieJar().setCookie('_t=abc; Path=/', 'http://console.test/login')).rejects.toThrow(
      'the embedded backend sets no cookie: _t=abc; Path=/ for http://console.test/login',
    );
  });
});
