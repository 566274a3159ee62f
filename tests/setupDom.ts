/**
 * Vitest setup for jsdom (antd 6 in jsdom), after tests/setup.ts: the browser APIs antd 6
 * needs that jsdom lacks, the app's query layer, and a clean DOM, storage and cookie jar
 * after every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetFeedback } from '@/shared/http/notify';
import { patchWindow } from './jsdomWindow';
import { lazyElementErrors } from './lazyElementError';
import { skipOwnerStacks } from './reactOwnerStacks';

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
  // Every reply is checked against its schema in every test. In the console a feature's api
  // module registers its areas' schemas when its chunk loads, and they stay for the session;
  // test files share a worker's modules, so without this a reply would be checked or not
  // depending on which files the worker ran before (an override that left out a field the
  // schema asks for passed alone and failed after a file that loaded the franchisee pages).
  const [{ registerReplies }, { ALL_REPLIES }] = await Promise.all([
    import('@/shared/http/replyCheck'),
    import('@contract/schemas'),
  ]);
  registerReplies(ALL_REPLIES);
  setRetryBase(10);
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
});
afterEach(async () => {
  // no server state of one test is seen by the next
  (await queryLayer()).queryClient.clear();
  // each test starts as a new page: a wrong-shaped reply is reported again (imported here, not
  // above: the reply check loads the client, which must load after the test file's vi.mock)
  (await import('@/shared/http/replyCheck')).forgetReplyReports();
});

// What antd needs of a browser that jsdom lacks, and a faster getComputedStyle (tests/jsdomWindow.ts).
patchWindow();

// No owner stack captured per React element (tests/reactOwnerStacks.ts).
skipOwnerStacks();

// findBy*/waitFor wait up to 15 s for what a person would see: Testing Library's 1 s default
// is a quiet machine's (a loaded CI runner failed "login-home leads to the login form" on it,
// and at load average 15 on two cores a rider's 查看 took longer than 5 s). A wait only lasts
// that long when what it waits for never comes. Set here only: test files share a worker's
// modules, so a value set by a module on import would hold for some files and not others.
configure({ asyncUtilTimeout: 15000 });

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
