/**
 * The one embedded backend of a browser profile and origin: the world, its journal and the
 * sessions, answering every page that connects (mocks/shared/worker.ts runs it in a
 * SharedWorker; the Node tests connect two clients to one over MessageChannels). A request is
 * answered by the same handlers as everywhere (msw's getResponse, mocks/lib/dispatch.ts) with
 * the clock at the sending page's `now()`; an accepted write is told to every other page.
 */
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { advanceWorld } from '../db/liveFleet';
import { resetDb } from '../db/store';
import { worldRun } from '../db/lazy';
import { buildAhead } from '../db/vehicles';
import { writeIdentities } from '../db/fleet';
import { VEHICLES_KEY } from '../db/worldSize';
import { alone, answerable, dispatcher, READS } from '../lib/dispatch';
import { giveSettings, readSetting } from '../lib/setting';
import {
  checkReplay,
  entriesStored,
  journalSize,
  journalStored,
  resetJournal,
  restoreJournal,
  type RestoreOutcome,
} from '../journal';
import { setTabsChannel } from '../journal/tabs';
import { now, pinClock } from '../../src/shared/utils/clock';
import {
  backendTimings,
  type Call,
  type FromBackend,
  type PortLike,
  type Settings,
  type ToBackend,
  type WireRequest,
  type WireResponse,
} from './protocol';
import { warmUp } from './warmUp';

/** The first requests of the backend's life are timed (`backend:request …`) for the map benchmark; no more, so the timeline stays small. */
const TIMED_REQUESTS = 50;

/** Whether an answer says the write was accepted (`{ suc: true }`). */
function accepted(response: WireResponse): boolean {
  if (response.status !== 200) return false;
  try {
    return (JSON.parse(new TextDecoder().decode(response.body)) as { suc?: unknown }).suc === true;
  } catch {
    return false;
  }
}

export interface Hub {
  /** a page's end of a channel to the backend */
  connect(port: PortLike): void;
}

/** `end`: how the backend's thread ends when a page asks it to stop (a SharedWorker closes itself). */
export function backendHub(end: () => void = () => undefined): Hub {
  // the pages are told of each other's changes here, not over the journal's BroadcastChannel
  setTabsChannel(null);
  const front = [dispatcher(handlers)];
  const canAnswer = answerable(handlers);
  const ports = new Set<PortLike>();
  let started: Promise<RestoreOutcome> | null = null;
  let startedDone = false;
  /** the fleet size the world was made at: a page asking for another has it made again */
  let fleet: string | null = null;
  let timed = 0;
  /** the clock never runs back: two pages' clocks differ by a few ms (a test's fake clock by more) */
  let latest = -Infinity;

  const post = (port: PortLike, message: FromBackend, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);
  const tellOthers = (from: PortLike | null, message: FromBackend) => {
    for (const p of ports) if (p !== from) post(p, message);
  };
  /**
   * The world brought up to the hub's clock, which then stays pinned there: its own reading counts
   * as one, so a request sent before a long restore ended (and its journal entry, and a replay
   * check) never stands before the minutes the world has already lived.
   */
  const advanceToNow = () => {
    latest = Math.max(latest, now());
    pinClock(latest);
    advanceWorld(latest);
  };

  /** requests being answered (their wait for the start included) */
  let answering = 0;
  /** the making of the world, waiting for the pages to be quiet (null: made, or not asked for) */
  let making: ReturnType<typeof setTimeout> | null = null;
  let toMake = false;
  /**
   * The world made and brought up to the clock (the fleet the journal's trailing builds make, the
   * minutes since), off the pages' thread while they boot, once the pages have been quiet a
   * moment: `quietMs` after the last answer, or after the start when no request came (50 ms
   * between answers: the requests a page sends as it boots come within a few ms of each other),
   * so that the first reads that need none of it (the page's site settings, the operator's codes: each
   * page sends them as it boots) do not wait for it. A request that needs it before makes it first
   * (mocks/db/lazy.ts).
   */
  const makeWorld = (quietMs: number) => {
    toMake = true;
    if (making !== null) clearTimeout(making);
    making = null;
    if (answering > 0) return;
    // the world it was asked for: a reset since made its own
    const world = worldRun();
    making = setTimeout(() => {
      making = null;
      // still being made ahead: made when the slices are done (toMake stays)
      if (ahead) return;
      toMake = false;
      if (world !== worldRun()) return;
      const begin = performance.now();
      advanceToNow();
      performance.measure('backend:world made and lived to now', { start: begin });
      // then, a while later (after the map's first answers and its drawing), the fleet's written
      // parts, which those answers do not read (mocks/db/fleet.ts); a read that needs them first writes them
      setTimeout(() => {
        if (world === worldRun()) inSlices(writeIdentities, 'identities written ahead');
      }, WRITE_AFTER_MS);
    }, quietMs);
  };

  /**
   * The fleet made ahead (buildAhead, mocks/db/vehicles.ts) from the end of the start, in slices
   * of SLICE_MS with the message queue read between them, so the pages' first reads (the site's
   * settings, the operator's codes) are answered at once while it is made and the world's making
   * once they are quiet is what is left of it. A read that needs the fleet before finishes it.
   * (Each gap between slices is a wait for the thread's turn on a loaded machine, ~6 ms at load 9
   * in the demo: 12 ms slices, a channel made for each, gave way to 20 ms on one channel.)
   * No slice runs while a request is being answered: one waits for the task queue at each read of
   * a body, and a slice there held it up 20 ms each time. Before the first slice, when no request
   * has come yet, what the first requests pay once is paid (./warmUp.ts).
   */
  let ahead = false;
  /** the next slices, held while requests are answered */
  const heldSlices: Array<() => void> = [];
  const SLICE_MS = 20;
  /**
   * `step` (until performance.now(): true when done) in slices of SLICE_MS, the messages waiting
   * read between them and none while a request is answered, then `end` (whether it finished: not
   * when the world was made again); measured as `label` (its slices, the time in them). `first`
   * runs before the first slice.
   */
  const inSlices = (
    step: (until: number) => boolean,
    label: string,
    end?: (finished: boolean) => void,
    first?: () => Promise<void>,
  ) => {
    const world = worldRun();
    const begin = performance.now();
    let slices = 0;
    let busy = 0;
    let before = first;
    // the next slice runs once the messages waiting have been read: a message to itself on one
    // channel for the whole making, not a timer (nested timers wait at least 4 ms each)
    const channel = new MessageChannel();
    const next = () => channel.port2.postMessage(null);
    channel.port1.onmessage = async () => {
      if (world !== worldRun()) {
        channel.port1.close();
        return end?.(false);
      }
      if (answering > 0) {
        heldSlices.push(next);
        return;
      }
      if (before) {
        const run = before;
        before = undefined;
        await run();
        return next();
      }
      const at = performance.now();
      const finished = step(at + SLICE_MS);
      slices++;
      busy += performance.now() - at;
      if (!finished) return next();
      channel.port1.close();
      // its slices and their time, beside the wall time from its start (the timeline's)
      performance.measure(`backend:${label} (${slices} slices, ${Math.round(busy)} ms in them)`, { start: begin });
      end?.(true);
    };
    next();
  };
  /** Before the fleet's first slice, when no request has come yet, what the first requests pay once (./warmUp.ts). */
  const warmFirst = async () => {
    // a request came meanwhile: it paid for it
    if (timed > 0) return;
    const at = performance.now();
    await warmUp(front);
    performance.measure('backend:warm-up', { start: at });
  };
  const buildFleetAhead = () => {
    ahead = true;
    inSlices(
      buildAhead,
      'fleet made ahead',
      (finished) => {
        ahead = false;
        if (!finished) return;
        // the pages were quiet when the wait for them ended: the world is made now
        if (toMake && making === null && answering === 0) makeWorld(0);
      },
      warmFirst,
    );
  };
  /** From the start to the page's first request (its app's boot), and between the boot's requests. */
  const FIRST_QUIET_MS = 1000;
  const QUIET_MS = 50;
  /** From the world's making to the writing of the fleet's written parts ahead. */
  const WRITE_AFTER_MS = 1000;

  /** The journal replayed over the seed (its trailing builds left for later), then the world made when idle. */
  async function start(): Promise<RestoreOutcome> {
    const begin = performance.now();
    fleet = readSetting(VEHICLES_KEY);
    const restored = await restoreJournal(null, { deferBuilds: true });
    // the journal replayed (which builds the world when an entry needs it), for the benchmarks
    performance.measure('backend:restore', { start: begin });
    makeWorld(FIRST_QUIET_MS);
    buildFleetAhead();
    return restored;
  }

  /** The world made again from the seed and the journal (emptied first for a reset), with no request halfway. */
  const rebuild = (clear: boolean) =>
    alone(async () => {
      if (clear) await resetJournal();
      resetDb();
      fleet = readSetting(VEHICLES_KEY);
      const restored = await restoreJournal();
      advanceToNow();
      return restored;
    });

  function settle(settings: Settings): Promise<unknown> | undefined {
    giveSettings(settings);
    if (!startedDone || readSetting(VEHICLES_KEY) === fleet) return undefined;
    started = rebuild(false);
    // the other pages show a world that is gone
    tellOthers(null, { type: 'reset' });
    return started;
  }

  async function answer(sent: WireRequest, at: number): Promise<WireResponse | null> {
    latest = Math.max(latest, at);
    pinClock(latest);
    const request = new Request(sent.url, { method: sent.method, headers: sent.headers, body: sent.body });
    const response = await getResponse(front, request);
    if (!response) return null;
    // a write is answered once its journal entry is stored: what a tab was told was done survives
    // the backend's end (its last tab closed, the browser quit) as well as a reload
    if (!READS.has(sent.method)) await entriesStored();
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    };
  }

  async function call(what: Call): Promise<unknown> {
    if (what === 'count') return journalSize();
    if (what === 'checkReplay') return alone(checkReplay);
    if (what === 'timings') return backendTimings();
    if (what === 'stop') {
      // no write halfway, and every accepted one stored, before the thread goes
      await alone(journalStored);
      return null;
    }
    started = rebuild(true);
    await started;
    tellOthers(null, { type: 'reset' });
    return null;
  }

  async function receive(port: PortLike, message: ToBackend): Promise<void> {
    switch (message.type) {
      case 'hello': {
        const first = !startedDone;
        await settle(message.settings);
        started ??= start();
        // the page boots its app while the journal is replayed and the world built: its requests wait here
        post(port, { type: 'ready', answerable: canAnswer });
        const restored = await started;
        startedDone = true;
        // what the start found is said by the pages that waited for it, not by those that came later
        post(port, { type: 'restored', restored: first ? restored : { replayed: restored.replayed } });
        return;
      }
      case 'settings':
        await settle(message.settings);
        return;
      case 'request': {
        const arrived = performance.now();
        answering++;
        // the world's making waits for the pages to be quiet again
        if (making !== null) clearTimeout(making);
        making = null;
        let response: WireResponse | null;
        try {
          await started;
          response = await answer(message.request, message.now);
        } finally {
          answering--;
          if (answering === 0 && toMake) makeWorld(QUIET_MS);
          if (answering === 0) for (const slice of heldSlices.splice(0)) slice();
        }
        const { method, url } = message.request;
        // from its arrival (the wait for the start included) to its answer
        if (timed++ < TIMED_REQUESTS)
          performance.measure(`backend:request ${method} ${new URL(url).pathname}`, { start: arrived });
        // read before the body is handed over
        const changed = response !== null && !READS.has(method) && accepted(response);
        post(port, { type: 'response', id: message.id, response }, response ? [response.body] : []);
        if (changed) tellOthers(port, { type: 'changed', method, path: new URL(url).pathname });
        return;
      }
      case 'call': {
        await started;
        try {
          post(port, { type: 'result', id: message.id, value: await call(message.call) });
        } catch (e) {
          post(port, { type: 'result', id: message.id, error: e instanceof Error ? e.message : String(e) });
          return;
        }
        if (message.call === 'stop') end();
      }
    }
  }

  return {
    connect(port) {
      ports.add(port);
      port.onmessage = (e: MessageEvent) => {
        void receive(port, e.data as ToBackend).catch((err: unknown) => console.error('embedded backend:', err));
      };
      port.start?.();
    },
  };
}
