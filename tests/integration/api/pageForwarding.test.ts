/**
 * What a page hands to the embedded backend (mocks/lib/dispatch.ts): the backend's calls and
 * the demo's image host, never the console's own files. A superseded single tab refuses
 * exactly what it would have forwarded, so its own scripts and styles must stay outside.
 */
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { answerable, mayAnswer } from '@mocks/lib/dispatch';
import { DEMO_IMAGE_HOST } from '@mocks/db/images';

const PAGE = 'http://127.0.0.1:4173';
const forwards = mayAnswer(answerable(handlers));

describe('which requests a page forwards to the embedded backend', () => {
  it("forwards the backend's calls and the demo image host's files", () => {
    expect(forwards('GET', `${PAGE}/ebike/v3/backend/platform/user/list?params=x`)).toBe(true);
    expect(forwards('POST', `${PAGE}/ebike/v3/backend/platform/user/refund`)).toBe(true);
    expect(forwards('GET', `${DEMO_IMAGE_HOST}/mall/helmet.png`)).toBe(true);
    expect(forwards('OPTIONS', `${PAGE}/anything`)).toBe(true);
  });

  it("lets the console's own files pass without a round trip", () => {
    expect(forwards('GET', `${PAGE}/`)).toBe(false);
    expect(forwards('GET', `${PAGE}/index.html`)).toBe(false);
    expect(forwards('GET', `${PAGE}/assets/index-3f2a1c.js`)).toBe(false);
    expect(forwards('GET', `${PAGE}/assets/vendor/antd-9c1d.css`)).toBe(false);
    expect(forwards('GET', `${PAGE}/mockServiceWorker.js`)).toBe(false);
  });

  it('names the image host as an origin, not every request', () => {
    const a = answerable(handlers);
    expect(a.all).toBe(false);
    expect(a.origins).toEqual([`${DEMO_IMAGE_HOST}/`]);
  });
});
