/**
 * Vitest setup for jsdom (antd 6 in jsdom): the browser APIs antd 6 needs
 * that jsdom lacks, and a clean DOM, storage and cookie jar after every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetFeedback } from '@/shared/http/notify';
import { pinTestClock } from './clock';
import { patchWindow } from './jsdomWindow';
import { lazyElementErrors } from './lazyElementError';
import { skipOwnerStacks } from './reactOwnerStacks';
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

// What antd needs of a browser that jsdom lacks, and a faster getComputedStyle (tests/jsdomWindow.ts).
patchWindow();

// No owner stack captured per React element (tests/reactOwnerStacks.ts).
skipOwnerStacks();

// A query's error prints the DOM only when read (tests/lazyElementError.ts).
lazyElementErrors();

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
