/**
 * The embedded backend in the page itself, for a browser without SharedWorker: the world,
 * journal and sessions of this tab only. Only one tab may then run: each one that starts
 * tells the others (BroadcastChannel), which refuse every call from then on and say so.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { setWorldWarmer } from './db/liveFleet';
import { handlers } from './handlers';
import { alone, answerable, dispatcher, mayAnswer, READS } from './lib/dispatch';
import { setJournalSink } from './lib/journal';
import {
  checkReplay,
  entriesStored,
  journalSize,
  journalTaken,
  onChangedElsewhere,
  resetJournal,
  restoreJournal,
} from './journal';
import { claimJournal } from './journal/store';
import { keepFaults } from './lib/faults';
import { backendTimings, type EmbeddedBackend } from './shared/protocol';
import { interceptRequests } from './shared/serviceWorker';

/** Where the tabs of a browser without SharedWorker say that one of them started. */
const SOLO = 'ebike-demo-solo';
export const SUPERSEDED = '演示数据已在另一个标签页中打开，请关闭此标签页';

const whenIdle = (fn: () => void, timeout?: number) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout }) : setTimeout(fn, 0);
/** How long the page is left alone before what it does not need yet is made. */
const QUIET_MS = 3000;

/**
 * The world is built from the seed when the page has a moment after the first signed-in
 * call (while the app loads the page that will read it), then the rides' history; each
 * timed for the backend benchmark (backend:world, backend:history).
 */
function warmWhenIdle(): void {
  setWorldWarmer((build, when) => {
    const run = () => {
      const start = performance.now();
      const built = build();
      if (built) performance.measure(`backend:${built}`, { start });
    };
    if (when?.later) setTimeout(() => whenIdle(run), QUIET_MS);
    else whenIdle(run, 300);
  });
}

export async function startInPage(): Promise<EmbeddedBackend> {
  warmWhenIdle();
  let superseded = false;
  const superseding: Array<() => void> = [];
  /** Another tab runs the backend now: told so (BroadcastChannel), or its claim of the journal found. */
  const supersede = () => {
    if (superseded) return;
    superseded = true;
    // nothing of this copy reaches the journal the other tab now keeps: no write, no build ahead of need
    setJournalSink(null);
    setWorldWarmer(null);
    superseding.forEach((l) => l());
  };
  const solo = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SOLO) : null;
  if (solo) {
    solo.onmessage = supersede;
    // said before this tab reads the journal, not after its replay (seconds on a loaded machine):
    // a build the other tab made ahead meanwhile (the rides' history, 3 s after its start) went
    // into the journal behind this tab's read, and this tab's world lacked what the journal held
    solo.postMessage('started');
  }
  // and the journal is taken before it is read: an append the other tab makes after this claim
  // (a build already running when the message was sent) is refused by the store, one made
  // before it is stored ahead of the read
  await claimJournal().catch(() => {
    // storage that cannot be written: the read below says so and discards what it finds
  });
  const restored = await restoreJournal();
  // a superseded tab answers nothing from its world: a write there would be made on a stale copy
  // a refusal with its prompt (not a 5xx the client would retry), to the backend's calls only: the app's own files still load
  const ours = mayAnswer(answerable(handlers));
  const refusal = () => HttpResponse.json({ suc: false, error: { code: 503, promt: SUPERSEDED } });
  const answer = dispatcher(handlers);
  const backend = http.all('*', async ({ request }) => {
    if (superseded && ours(request.method, request.url)) return refusal();
    const response = await getResponse([answer], request);
    if (!response || READS.has(request.method)) return response;
    // a write is acknowledged once its entry is stored: a tab taken over since (its append refused
    // by the journal another tab claimed) refuses it instead, so no acknowledged write is lost
    await entriesStored();
    if (journalTaken()) supersede();
    return superseded ? refusal() : response;
  });
  await interceptRequests(backend);
  return {
    restored: Promise.resolve(restored),
    shared: false,
    count: journalSize,
    reset: resetJournal,
    onChangedElsewhere: () => {},
    onReset: (listener) => onChangedElsewhere((what) => what === 'reset' && listener()),
    onSuperseded: (listener) => void superseding.push(listener),
    checkReplay: () => alone(checkReplay),
    timings: async () => backendTimings(),
    // this page's own backend ends with the page
    stop: async () => undefined,
    // read from localStorage on every call
    setFaults: keepFaults,
  };
}
