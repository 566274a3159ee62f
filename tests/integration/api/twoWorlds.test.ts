/**
 * The backend's world as a value (issue 45 item 1): two worlds live in one process, each
 * answering its own reads through route(); a write in one leaves the other (and the process's
 * own) as it was; a world made with the same seed, epoch and writes answers identically. Two
 * hosts (mocks/lib/host.ts) in one process keep their own journal and fault injection.
 */
import { describe, expect, it } from 'vitest';
import { now } from '@/shared/utils/clock';
import { getBlacklist } from '@mocks/db/blacklist';
import { getRiders } from '@mocks/db/riders';
import { createWorld, within, type World } from '@mocks/db/world';
import { handlers } from '@mocks/handlers';
import { answerIn } from '@mocks/lib/route';
import { createHost, homeHost, withinHost } from '@mocks/lib/host';
import { currentFaults, setFaults } from '@mocks/lib/faults';
import { journalling, journalWrite, setJournalSink, type JournalEntry } from '@mocks/lib/journal';
import { call, setupRawBackend, signInAsPhone, type CallOptions, type Json, type Session } from './backendSession';

setupRawBackend();

/** A client of `world`: every request is answered in it. */
const inWorld =
  (world: World): CallOptions['via'] =>
  (request) =>
    answerIn(world, handlers, request);

/** signInAsPhone's steps (device check, key exchange, SMS, login) with every request answered in `world`. */
async function signIn(world: World): Promise<Session> {
  const via = inWorld(world)!;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    (await via(new Request(input, init))) ?? Response.error()) as typeof fetch;
  try {
    return await signInAsPhone('13800000000');
  } finally {
    globalThis.fetch = realFetch;
  }
}

const riderPage = async (world: World, s: Session): Promise<Json> => {
  const res = await call('GET', '/platform/user/list', {
    session: s,
    query: { page: 1, pageSize: 5 },
    via: inWorld(world),
  });
  expect(res.body.suc, JSON.stringify(res.body.error)).toBe(true);
  return res.body.data as Json;
};

const ban = (world: World, s: Session, userId: string) =>
  call('POST', '/platform/blacklist', {
    session: s,
    body: { userId, reason: '恶意破坏车辆' },
    via: inWorld(world),
  });

const bansOf = async (world: World, s: Session, userId: string): Promise<unknown[]> => {
  const res = await call('GET', '/platform/user/bans', {
    session: s,
    query: { userId, page: 1, pageSize: 20 },
    via: inWorld(world),
  });
  expect(res.body.suc, JSON.stringify(res.body.error)).toBe(true);
  return (res.body.data as Json).rows as unknown[];
};

describe('two worlds in one process', () => {
  const epoch = now();

  it('each answers its own reads, and a write in one leaves the other and the home world unchanged', async () => {
    const a = createWorld({ seed: 1, epoch, size: 'small' });
    const b = createWorld({ seed: 2, epoch, size: 'small' });
    const [sa, sb] = [await signIn(a), await signIn(b)];

    // different seeds: different riders, each world read through route() in its own
    const ridersA = within(a, () =>
      getRiders()
        .slice(0, 5)
        .map((r) => r.phone),
    );
    const ridersB = within(b, () =>
      getRiders()
        .slice(0, 5)
        .map((r) => r.phone),
    );
    const pageA = await riderPage(a, sa);
    const pageB = await riderPage(b, sb);
    expect(pageA.total).toBe(within(a, () => getRiders().length));
    expect(pageB.total).toBe(within(b, () => getRiders().length));
    expect(JSON.stringify(pageA.rows)).not.toBe(JSON.stringify(pageB.rows));
    expect(ridersA).not.toEqual(ridersB);

    // a ban in a: a's blacklist and history have it, b's and the home world's do not
    const rider = within(a, () => getRiders().find((r) => !r.blacklisted)!.userId);
    const homeBans = getBlacklist().length;
    const bBans = within(b, () => getBlacklist().length);
    const banned = await ban(a, sa, rider);
    expect(banned.body.suc, JSON.stringify(banned.body.error)).toBe(true);
    expect(within(a, () => getBlacklist().some((e) => e.userId === rider))).toBe(true);
    expect(await bansOf(a, sa, rider)).toHaveLength(1);
    expect(within(b, () => getBlacklist().length)).toBe(bBans);
    expect(within(b, () => getBlacklist().some((e) => e.userId === rider))).toBe(false);
    expect(getBlacklist().length).toBe(homeBans);
    expect(await riderPage(b, sb)).toEqual(pageB);
  });

  it('a world made with the same seed, epoch and writes answers identically', async () => {
    const made = async () => {
      const w = createWorld({ seed: 7, epoch, size: 'small' });
      const s = await signIn(w);
      const rider = within(w, () => getRiders().find((r) => !r.blacklisted)!.userId);
      expect((await ban(w, s, rider)).body.suc).toBe(true);
      return { page: await riderPage(w, s), bans: await bansOf(w, s, rider), rider };
    };
    const [one, two] = [await made(), await made()];
    expect(two.rider).toBe(one.rider);
    expect(two.page).toEqual(one.page);
    expect(two.bans).toEqual(one.bans);
  });

  it('a request that names no world is answered in the home world, which the others do not see', async () => {
    // the home world's seed: the same riders, so the same rider can be asked about in both
    const a = createWorld({ size: 'small' });
    const sa = await signIn(a);
    const rider = within(a, () => getRiders().find((r) => !r.blacklisted)!.userId);
    expect(getRiders().find((r) => r.userId === rider)?.blacklisted).toBe(false);
    expect((await ban(a, sa, rider)).body.suc).toBe(true);
    expect(await bansOf(a, sa, rider)).toHaveLength(1);
    const home = await signInAsPhone('13800000000');
    const res = await call('GET', '/platform/user/bans', {
      session: home,
      query: { userId: rider, page: 1, pageSize: 20 },
    });
    expect(res.body.suc, JSON.stringify(res.body.error)).toBe(true);
    expect((res.body.data as Json).rows).toEqual([]);
    expect(getBlacklist().some((e) => e.userId === rider)).toBe(false);
  });
});

describe('two hosts in one process', () => {
  it('each keeps its own journal: a write journalled in one reaches its sink only', () => {
    const [a, b] = [createHost(), createHost()];
    const sunk: Record<'a' | 'b', JournalEntry[]> = { a: [], b: [] };
    withinHost(a, () => setJournalSink((e) => sunk.a.push(e)));
    const entry = (endpoint: string): JournalEntry => ({
      endpoint,
      at: now(),
      input: { body: {}, query: {}, params: {} },
    });
    withinHost(a, () => journalWrite(entry('POST /a')));
    withinHost(b, () => journalWrite(entry('POST /b')));
    journalWrite(entry('POST /home'));
    expect(sunk.a.map((e) => e.endpoint)).toEqual(['POST /a']);
    expect([withinHost(a, journalling), withinHost(b, journalling), journalling()]).toEqual([true, false, false]);
    withinHost(b, () => setJournalSink((e) => sunk.b.push(e)));
    withinHost(b, () => journalWrite(entry('POST /b')));
    expect(sunk.a.map((e) => e.endpoint)).toEqual(['POST /a']);
    expect(sunk.b.map((e) => e.endpoint)).toEqual(['POST /b']);
  });

  it('each keeps its own fault injection: faults set in one leave the other and the home host', () => {
    const [a, b] = [createHost(), createHost()];
    withinHost(a, () => setFaults({ failureRate: 1, latency: [5, 5] }));
    expect(withinHost(a, currentFaults)).toEqual({ failureRate: 1, latency: [5, 5] });
    expect(withinHost(b, currentFaults)).toEqual({});
    expect(withinHost(homeHost(), currentFaults)).toEqual({});
  });
});
