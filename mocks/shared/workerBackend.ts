/**
 * The embedded backend as the SharedWorker runs it for every tab of the console in this browser
 * profile (mocks/shared/hub.ts), loaded by the worker's script (./worker.ts) as a module of its
 * own; the pages reach it through mocks/shared/connection.ts.
 */
import './workerGlobals';
import { backendHub } from './hub';
import { setWorldWarmer } from '../db/liveFleet';
import { timeReplay } from '../journal/replay';

// the worker's scripts fetched, compiled and their modules run (its entry, then this one's imports): from the worker's creation to here
performance.measure('backend:script', { start: 0 });
// of it, the fetches of the scripts it imported (this chunk's): from the request to the last byte
for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
  const file = e.name.split('/').pop()!.split('?')[0];
  performance.measure(`backend:script fetch ${file}`, { start: e.startTime, end: e.responseEnd });
}
/** Journal entries that took longer than this to replay are timed one by one (the map benchmark lists them). */
const SLOW_ENTRY_MS = 20;
timeReplay((entry, start) => {
  if (performance.now() - start < SLOW_ENTRY_MS) return;
  const what = entry.build === undefined ? entry.endpoint : `build of collection ${entry.build}`;
  performance.measure(`backend:replay ${what}`, { start });
});

/** How long after the world is made the rides' history waits (requests keep coming as a page opens). */
const QUIET_MS = 3000;

// the world is made as soon as the journal is replayed (this thread is no page's), its history a little later
setWorldWarmer((build, when) => {
  setTimeout(
    () => {
      const start = performance.now();
      const built = build();
      if (built) performance.measure(`backend:${built}`, { start });
    },
    when?.later ? QUIET_MS : 0,
  );
});

// a page's `stop`: the thread closes as a SharedWorker without pages would (its answer posted first)
const hub = backendHub(() => (self as unknown as { close(): void }).close());
/** A page's end of a channel, handed over by the worker's script. */
export const connect = (port: MessagePort): void => hub.connect(port);
