/**
 * The embedded backend alone (msw/node in this process), for a test file that talks to it
 * the way any client would and runs in Node, with no app and no DOM (backendSession.ts).
 * harness/backend.ts adds the app's side (its sign-in, stores, storage and route).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '@mocks/db/store';
import { setFaults } from '@mocks/lib/faults';
import { server } from '@mocks/node';

export { server };

/** Listen before all (an unhandled request fails the test); after each test a fresh world, no faults, no extra handler or listener; close after all. */
export function setupServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    setFaults(null);
    resetDb();
  });
  afterAll(() => server.close());
}
