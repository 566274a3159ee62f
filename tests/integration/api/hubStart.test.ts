/**
 * The shared backend's start as its first pages meet it (issue 40): the app waits for its first
 * two reads (the site's settings, the operator's codes) while the worker makes the fleet ahead in
 * slices. A request is answered with no slice in between (a slice ran at each of its waits for the
 * task queue, 20 ms each), and what the first requests pay once is paid before they come, by a
 * request answered in the worker that changes nothing and goes to no page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { now } from '@/shared/utils/clock';
import { pinEpoch, resetDb } from '@mocks/db/store';
import { setJournalStorage } from '@mocks/journal/store';
import { setTabsChannel } from '@mocks/journal/tabs';
import { FAULTS_KEY } from '@mocks/lib/faults';
import { VEHICLES_KEY } from '@mocks/db/worldSize';
import { backendHub } from '@mocks/shared/hub';
import type { Call, FromBackend, ToBackend } from '@mocks/shared/protocol';
import { setupRawBackend } from './backendSession';
import { memoryJournal } from './memoryJournal';

/** What the test sees of the backend's work: each slice of the fleet made ahead, each request msw answers. */
const seen = vi.hoisted(() => ({ slices: 0, answered: [] as string[] }));
vi.mock('@mocks/db/vehicles', async (original) => {
  const real = await original<typeof import('@mocks/db/vehicles')>();
  return {
    ...real,
    buildAhead: (until: number) => {
      seen.slices++;
      return real.buildAhead(until);
    },
  };
});
vi.mock('msw', async (original) => {
  const real = await original<typeof import('msw')>();
  return {
    ...real,
    getResponse: (...args: Parameters<typeof real.getResponse>) => {
      seen.answered.push(`${args[1].method} ${new URL(args[1].url).pathname}`);
      return real.getResponse(...args);
    },
  };
});

setupRawBackend();

afterEach(() => {
  setJournalStorage(null);
  setTabsChannel((name) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null));
  pinEpoch(null);
  seen.slices = 0;
  seen.answered = [];
});

const SITE = 'http://localhost/ebike/v3/backend/platform/site/config';

/** A fresh hub and one page on it, said hello with `settings`: what it is sent, and a way to send it requests. */
function startHub(settings: Record<string, string | null>, end?: () => void) {
  resetDb();
  const journal = memoryJournal();
  setJournalStorage(journal);
  const hub = backendHub(end);
  const channel = new MessageChannel();
  hub.connect(channel.port2 as unknown as MessagePort);
  const received: FromBackend[] = [];
  const waiting = new Map<number, (m: FromBackend) => void>();
  let restored = () => {};
  const started = new Promise<void>((r) => {
    restored = r;
  });
  channel.port1.onmessage = (e: MessageEvent) => {
    const m = e.data as FromBackend;
    received.push(m);
    if (m.type === 'restored') restored();
    if (m.type === 'response' || m.type === 'result') waiting.get(m.id)?.(m);
  };
  const send = (message: ToBackend) => channel.port1.postMessage(message);
  // no faults unless the test injects them (a setting given stays with the host)
  send({ type: 'hello', settings: { [VEHICLES_KEY]: '5000', [FAULTS_KEY]: null, ...settings } });
  let id = 0;
  const get = (url: string) => {
    const n = ++id;
    const answered = new Promise<FromBackend>((r) => waiting.set(n, r));
    send({ type: 'request', id: n, now: now(), request: { method: 'GET', url, headers: [], body: null } });
    return answered;
  };
  const call = (what: Call) => {
    const n = ++id;
    const answered = new Promise<FromBackend>((r) => waiting.set(n, r));
    send({ type: 'call', id: n, call: what });
    return answered;
  };
  const close = () => channel.port1.close();
  return { journal, received, started, get, call, close };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("the shared backend's start", () => {
  it('answers a request with no slice of the fleet made ahead in between', async () => {
    // each call waits 40 ms for a timer (the task queue), as a request does at each read of a body
    const hub = startHub({ [FAULTS_KEY]: JSON.stringify({ latency: [40, 40] }) });
    const asked = hub.get(SITE);
    await hub.started;
    const before = seen.slices;
    const response = await asked;
    const during = seen.slices - before;
    expect(response).toMatchObject({ type: 'response', response: { status: 200 } });
    expect(during).toBe(0);
    // the slices go on once it is answered
    await until(() => seen.slices > before);
    expect(seen.slices).toBeGreaterThan(before);
    hub.close();
  });

  it('pays for the first requests before they come, changing nothing and telling no page', async () => {
    const hub = startHub({});
    await hub.started;
    // the fleet's first slice comes after the warm-up
    await until(() => seen.slices > 0);
    expect(seen.answered).toEqual(['GET /ebike/v3/backend/platform/permission/allCode']);
    expect(hub.journal.entries).toEqual([]);
    expect(hub.received.map((m) => m.type)).toEqual(['ready', 'restored']);
    // the page's own first request is answered as ever
    const site = await hub.get(SITE);
    expect(site).toMatchObject({ type: 'response', response: { status: 200 } });
    hub.close();
  });

  it('does not warm up with faults injected: its read would wait out their latency before the fleet', async () => {
    const hub = startHub({ [FAULTS_KEY]: JSON.stringify({ latency: [40, 40] }) });
    await hub.started;
    await until(() => seen.slices > 0);
    expect(seen.answered).toEqual([]);
    hub.close();
  });

  it('does not warm up once a request has come: that request paid for it', async () => {
    const hub = startHub({});
    await hub.get(SITE);
    await until(() => seen.slices > 0);
    expect(seen.answered).toEqual(['GET /ebike/v3/backend/platform/site/config']);
    hub.close();
  });

  it('ends its thread when a page asks it to stop, once it has answered; no other call ends it', async () => {
    const end = vi.fn();
    const hub = startHub({}, end);
    await hub.started;
    expect(await hub.call('count')).toMatchObject({ type: 'result', value: 0 });
    expect(end).not.toHaveBeenCalled();
    expect(await hub.call('stop')).toEqual({ type: 'result', id: 2, value: null });
    expect(end).toHaveBeenCalledTimes(1);
    hub.close();
  });
});
