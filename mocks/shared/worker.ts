/**
 * The SharedWorker that runs the embedded backend for every tab of the console in this browser
 * profile (mocks/shared/hub.ts); the pages reach it through mocks/shared/connection.ts.
 */
import './workerGlobals';
import { backendHub } from './hub';
import { prepareWorld, setWorldWarmer } from '../db/liveFleet';
import { timeReplay } from '../journal/replay';

// the worker's script fetched, compiled and its modules run (the imports above): from the worker's creation to here
performance.measure('backend:script', { start: 0 });
/** Journal entries that took longer than this to replay are timed one by one (the map benchmark lists them). */
const SLOW_ENTRY_MS = 20;
timeReplay((entry, start) => {
  if (performance.now() - start < SLOW_ENTRY_MS) return;
  const what = entry.build === undefined ? entry.endpoint : `build of collection ${entry.build}`;
  performance.measure(`backend:replay ${what}`, { start });
});

/** How long the pages must have asked nothing before the rides' history is made (requests keep coming as a page opens). */
const QUIET_MS = 3000;

/** How long a slice of the fleet's making runs before the pages' messages waiting are answered (ms). */
const SLICE_MS = 12;
/** Runs `next` as a task of its own, after the messages already waiting (a message to itself: no timer's clamp). */
const afterWaiting = (() => {
  const channel = new MessageChannel();
  const queue: Array<() => void> = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (next: () => void) => {
    queue.push(next);
    channel.port2.postMessage(null);
  };
})();

// the world is made as soon as the journal is replayed (this thread is no page's), in slices
// between the pages' requests (their boot's calls need no fleet), its history once they are quiet
setWorldWarmer((build, when) => {
  const start = performance.now();
  const run = () => {
    const built = build();
    if (built) performance.measure(`backend:${built}`, { start });
  };
  if (when?.later) {
    // not while a page boots or reads (its calls would wait seconds behind it): once they are quiet
    const whenQuiet = () => {
      const quiet = hub.quietFor();
      if (quiet >= QUIET_MS) run();
      else setTimeout(whenQuiet, QUIET_MS - quiet);
    };
    setTimeout(whenQuiet, QUIET_MS);
    return;
  }
  const slice = () => (prepareWorld(performance.now() + SLICE_MS) ? run() : afterWaiting(slice));
  afterWaiting(slice);
});

const hub = backendHub();
(self as unknown as { onconnect: (e: MessageEvent) => void }).onconnect = (e) => hub.connect(e.ports[0]);
