/**
 * msw's cookie jar in the browser builds (vite.config.ts puts this module in place of
 * tough-cookie, which msw's cookie store imports). The embedded backend reads no cookie and sets
 * none: a session's token and keys travel as headers (src/shared/http/client.ts). The real jar
 * carries tldts' public-suffix list, ~290 KB of the worker's script and of the page's msw chunk,
 * compiled and run at every start for nothing. msw asks this one for the cookies it stored for a
 * request's address (none); a response's Set-Cookie, which no handler sends, is refused loudly
 * rather than dropped. Vitest and the Node backend keep msw's own jar.
 */

/** A stored cookie: none is ever made (msw reads back what its store kept between visits). */
export class Cookie {
  key = '';
  value = '';
  static fromJSON(): null {
    return null;
  }
}

/** msw's in-memory store, whose index it fills from what it kept: nothing to keep. */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  /** The cookies kept for a request's address: none. */
  getCookiesSync(_url: string): Cookie[] {
    return [];
  }

  /** A response's Set-Cookie: the embedded backend sends none, so one is a defect to see. */
  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(new Error(`the embedded backend sets no cookie: ${cookie} for ${url}`));
  }
}
