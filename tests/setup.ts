/**
 * Vitest setup for jsdom (STACK.md "jsdom and antd"): the browser APIs antd 6 needs
 * that jsdom lacks, and a clean DOM, storage and cookie jar after every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetFeedback } from '@/shared/http/notify';
import { pinTestClock } from './clock';
import { seedWorld } from './world';

// The http core connected as in the app. A read that fails is shown at once (TanStack
// Query's advice for tests: a one-off failure stands for one that persists); the retry
// policy has its own tests (tests/unit/retry.test.ts). Look-ups keep retrying, with 10 ms
// waits. Imported in the hooks, after the test file's own module mocks (vi.mock) apply.
const queryLayer = async () => {
  const [{ wireApp }, { queryClient }, { setRetryBase }] = await Promise.all([
    import('@/app/httpWiring'),
    import('@/shared/query/queryClient'),
    import('@/shared/query/retry'),
  ]);
  return { wireApp, queryClient, setRetryBase };
};
beforeEach(async () => {
  const { wireApp, queryClient, setRetryBase } = await queryLayer();
  wireApp();
  setRetryBase(10);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
});
afterEach(async () => {
  // no server state of one test is seen by the next
  (await queryLayer()).queryClient.clear();
});

// A quarter-size seeded world unless a test asks for the full one (tests/world.ts).
seedWorld('small');

// "Now" is the app's injectable clock, pinned for every test (tests/clock.ts).
pinTestClock();
beforeEach(pinTestClock);

// antd's responsive observers (Grid, Table, Layout.Sider) call matchMedia.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd 6 ships no ResizeObserver fallback: Select, Table and Menu crash without one.
if (typeof globalThis.ResizeObserver !== 'function') {
  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub;
  window.ResizeObserver = ResizeObserverStub;
}

// jsdom throws "Not implemented" for pseudo-elements (rc-util measures ::before/::after).
// jsdom computes a style by cascading every stylesheet (antd injects hundreds) and walks up
// for inherited properties; Testing Library asks it for each ancestor of each candidate of
// every getByRole (isInaccessible): two thirds of an antd form test's time. A computed
// style is a snapshot in jsdom, so it is kept per element until the DOM changes (any
// mutation, style elements included, read synchronously with takeRecords).
const realGetComputedStyle = window.getComputedStyle.bind(window);
let styles = new WeakMap<Element, CSSStyleDeclaration>();
const changes = new MutationObserver(() => {
  styles = new WeakMap();
});
changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
window.getComputedStyle = ((elt: Element, _pseudoElt?: string | null) => {
  if (changes.takeRecords().length) styles = new WeakMap();
  let style = styles.get(elt);
  if (!style) {
    style = realGetComputedStyle(elt);
    styles.set(elt, style);
  }
  return style;
}) as typeof window.getComputedStyle;

// No canvas in jsdom: Watermark (and anything else drawing) sees "no 2D context".
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

// jsdom logs "Not implemented" for scrolling; the app scrolls on navigation and form errors.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

/** Expires every cookie visible to the document (path `/`, the only path the app uses). */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  // test files share a worker's modules (vite.config.ts): no feedback instance outlives its test
  resetFeedback();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});
