/**
 * Vitest setup of every test file, in jsdom or in Node: the embedded backend's replies
 * checked against their schemas, a quarter-size seeded world and the pinned clock.
 * The DOM files add tests/setupDom.ts.
 */
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { pinTestClock } from './testNow';
import { seedWorld } from './world';
import { noteDrift, takeDrift } from './replyDrift';

// Every reply the embedded backend gives a described endpoint is checked against the
// endpoint's schema (contract/schemas/): a test whose calls met a drifted reply fails.
// Imported in the hooks, like the query layer, after the test file's own module mocks.
beforeEach(async () => {
  const [{ setReplyCheck }, { replyDifference }, { replySchemaOf }, { endpointKey }] = await Promise.all([
    import('@mocks/lib/route'),
    import('@contract/schemas/envelope'),
    import('@contract/schemas'),
    import('@contract/endpoint'),
  ]);
  setReplyCheck((endpoint, json, status) => {
    // an endpoint whose reply has no schema yet is not parsed again (big lists cost time)
    if (!replySchemaOf(endpoint)) return;
    const difference = replyDifference(endpoint, JSON.parse(json) as unknown, status);
    if (difference) noteDrift(`${endpointKey(endpoint)} replied off its schema: ${difference}`);
  });
});
afterEach(() => {
  const found = takeDrift();
  if (found.length)
    throw new Error(`${found.length} repl${found.length === 1 ? 'y' : 'ies'} off schema; the first: ${found[0]}`);
});

// A quarter-size seeded world unless a test asks for the full one (tests/world.ts).
seedWorld('small');
// The journal kept where the page keeps it (IndexedDB), not in a database another file of this
// worker pointed it at (files share their worker's modules: vite.config.ts, isolate: false).
beforeAll(async () => (await import('@mocks/journal/store')).setJournalStorage(null));

// "Now" is the app's injectable clock, pinned for every test (tests/testNow.ts).
pinTestClock();
beforeEach(pinTestClock);
