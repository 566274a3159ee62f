/**
 * Changes that survive a reload (issue 12 item 7): the embedded backend journals the writes
 * it accepts, and a journal replayed over the seeded world gives back the same records with
 * the same ids and times; a journal that does not fit is discarded with the reason. The
 * browser's IndexedDB store is exercised on fake-indexeddb. Tabs share the journal and say
 * their changes to each other.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { epoch, pinEpoch, resetDb, worldEpoch } from '@mocks/db/store';
import { getNoticeTemplates } from '@mocks/db/config';
import { isChange, journalling as journalOn, setJournalSink, type JournalEntry } from '@mocks/lib/journal';
import { droppedMessage, headerFor, replayJournal } from '@mocks/journal/replay';
import { journalStored, journalTaken, onChangedElsewhere, restoreJournal } from '@mocks/journal';
import {
  appendEntry,
  claimJournal,
  clearJournal,
  JournalTaken,
  readJournal,
  setJournalStorage,
  writeHeader,
} from '@mocks/journal/store';
import { indexedDbStorage } from '@mocks/journal/indexedDb';
import { call, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();
afterEach(async () => {
  setJournalSink(null);
  await clearJournal();
  pinEpoch(null);
});

const template = (name: string) => ({ name, channel: 'inapp', content: '您的订单 {orderId} 已完成' });

/** Signs in and journals what the backend accepts from then on into an array. */
async function journalling() {
  const session = await signInAsPhone('13800000000');
  const entries: JournalEntry[] = [];
  setJournalSink((e) => entries.push(e));
  return { session, entries };
}

describe('the journal of changes', () => {
  it('journals accepted writes only, and a replay over the seed gives the same records, ids and times', async () => {
    const { session, entries } = await journalling();
    const created = await call('POST', '/platform/config/notice', { session, body: template('还车提醒') });
    expect(created.body.suc).toBe(true);
    const id = created.body.data.id as string;
    advanceClock(90_000);
    const edited = await call('PUT', '/platform/config/notice', {
      session,
      body: { id, updatedAt: created.body.data.updatedAt, ...template('还车提醒（新）') },
    });
    expect(edited.body.suc).toBe(true);
    // refused (the name is taken): nothing to replay
    const refused = await call('POST', '/platform/config/notice', { session, body: template('还车提醒（新）') });
    expect(refused.body.suc).toBe(false);
    // reads are not changes
    await call('GET', '/platform/config/notice', { session, query: { page: 1, pageSize: 10 } });
    expect(entries.map((e) => e.endpoint)).toEqual([
      'POST /ebike/v3/backend/platform/config/notice',
      'PUT /ebike/v3/backend/platform/config/notice',
    ]);
    const editedAt = getNoticeTemplates().find((t) => t.id === id)?.updatedAt;
    expect(editedAt).toBe(new Date(now()).toISOString());

    const header = headerFor(epoch());
    setJournalSink(null);
    resetDb();
    expect(getNoticeTemplates().some((t) => t.id === id)).toBe(false);
    advanceClock(3_600_000);
    const before = now();
    expect(await replayJournal(header, entries)).toEqual({ replayed: 2 });
    const back = getNoticeTemplates().find((t) => t.id === id);
    expect(back).toMatchObject({ name: '还车提醒（新）', updatedAt: editedAt });
    // the clock is back where it was
    expect(now()).toBe(before);
  });

  it('a journal from another version of the world is discarded', async () => {
    const { session, entries } = await journalling();
    await call('POST', '/platform/config/notice', { session, body: template('催缴提醒') });
    resetDb();
    const outcome = await replayJournal({ ...headerFor(epoch()), version: 0 }, entries);
    expect(outcome).toEqual({ discarded: '修改记录来自另一版本的演示数据' });
    expect(getNoticeTemplates().some((t) => t.name === '催缴提醒')).toBe(false);
  });

  it('an entry the world refuses is dropped, named with the reason, and the entries before and after it are kept', async () => {
    const { session, entries } = await journalling();
    await call('POST', '/platform/config/notice', { session, body: template('低电提醒') });
    await call('POST', '/platform/config/notice', { session, body: template('超时提醒') });
    // the same creation twice, as a tampered journal could hold: the second is refused
    const header = headerFor(epoch());
    resetDb();
    const journal = [entries[0], entries[0], entries[1]];
    const outcome = await replayJournal(header, journal);
    expect(outcome).toEqual({ replayed: 2, dropped: [{ index: 1, why: '模板名称已存在' }] });
    expect(droppedMessage(journal, [{ index: 1, why: '模板名称已存在' }])).toBe(
      '第 2 项修改无法重放（POST /ebike/v3/backend/platform/config/notice：模板名称已存在），已舍弃；其余 2 项修改已保留',
    );
    expect(getNoticeTemplates().filter((t) => ['低电提醒', '超时提醒'].includes(t.name))).toHaveLength(2);
  });
});

describe('the journal in IndexedDB', () => {
  it('restores nothing from an empty store, then keeps the header and each accepted write in order', async () => {
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const session = await signInAsPhone('13800000000');
    await call('POST', '/platform/config/notice', { session, body: template('停车提醒') });
    await call('POST', '/platform/config/notice', { session, body: template('超区提醒') });
    await expect.poll(async () => (await readJournal()).entries.filter(isChange).length).toBe(2);
    const stored = await readJournal();
    expect(stored.header).toEqual(headerFor(epoch()));
    expect(stored.entries.filter(isChange).map((e) => e.input?.body.name)).toEqual(['停车提醒', '超区提醒']);

    // a reload: the seed again, then the journal (the changes and when the world built what it read)
    setJournalSink(null);
    resetDb();
    expect(await restoreJournal()).toEqual({ replayed: stored.entries.length });
    expect(getNoticeTemplates().filter((t) => ['停车提醒', '超区提醒'].includes(t.name))).toHaveLength(2);
  });

  it('a tab taken over by a newer one has its appends refused; one it made before the claim is read by the newer tab', async () => {
    // two tabs each running their own backend (no SharedWorker) over the browser's one journal
    const older = indexedDbStorage();
    const newer = indexedDbStorage();
    const entry = (endpoint: string): JournalEntry => ({ endpoint, at: now() });
    const endpoints = async () => (await newer.read()).entries.map((e) => (e as JournalEntry).endpoint);
    await older.claim?.();
    await older.writeHeader(headerFor(epoch()));
    await older.append(entry('BUILD 1'));
    // already on its way when the newer tab starts: stored ahead of the newer tab's read
    const onItsWay = older.append(entry('BUILD 2'));
    await newer.claim?.();
    expect(await endpoints()).toEqual(['BUILD 1', 'BUILD 2']);
    await onItsWay;
    // after the claim the older tab's world is no longer the journal's: its append is refused, not stored
    await expect(older.append(entry('BUILD 3'))).rejects.toBeInstanceOf(JournalTaken);
    await newer.append(entry('POST /ebike/v3/backend/platform/config/notice'));
    expect(await endpoints()).toEqual(['BUILD 1', 'BUILD 2', 'POST /ebike/v3/backend/platform/config/notice']);
    // a discarded journal keeps the owner: the older tab is not let back in
    await newer.clear();
    await expect(older.append(entry('BUILD 4'))).rejects.toBeInstanceOf(JournalTaken);
    expect(await endpoints()).toEqual([]);
  });

  it('a write whose entry is refused (another tab took the journal) is said by journalTaken, and not stored', async () => {
    try {
      // this tab runs its own backend and has claimed the journal
      await claimJournal();
      expect(await restoreJournal()).toEqual({ replayed: 0 });
      const session = await signInAsPhone('13800000000');
      expect((await call('POST', '/platform/config/notice', { session, body: template('停车提醒') })).body.suc).toBe(
        true,
      );
      await journalStored();
      expect(journalTaken()).toBe(false);
      // a newer tab claims it
      await indexedDbStorage().claim?.();
      await call('POST', '/platform/config/notice', { session, body: template('超区提醒') });
      await journalStored();
      expect(journalTaken()).toBe(true);
      const names = (await readJournal()).entries.filter(isChange).map((e) => e.input?.body.name);
      expect(names).toEqual(['停车提醒']);
    } finally {
      // the next test's storage has claimed nothing
      setJournalStorage(null);
    }
  });

  it('holds decoded commands: the operator, the endpoint and the input, never the token, the session key or a sealed body', async () => {
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const session = await signInAsPhone('13800000000');
    await call('POST', '/platform/config/notice', { session, body: template('入账提醒') });
    await expect.poll(async () => (await readJournal()).entries.filter(isChange).length).toBe(1);
    const stored = await readJournal();
    expect(stored.entries.filter(isChange)).toEqual([
      {
        endpoint: 'POST /ebike/v3/backend/platform/config/notice',
        at: now(),
        operatorId: session.opManId,
        scope: expect.any(Object) as unknown,
        input: { body: template('入账提醒'), query: {}, params: {} },
        ip: '本机',
      },
    ]);
    const text = JSON.stringify(stored);
    for (const secret of ['Bearer', session.token, session.keys._t, session.keys._k, '"params":"'])
      expect(text.includes(secret), secret.slice(0, 12)).toBe(false);
  });

  it('a journal of the version that kept requests as sent is discarded, said once, and its entries erased', async () => {
    await writeHeader({ ...headerFor(epoch()), version: 4 });
    const old = {
      method: 'POST',
      url: 'http://localhost/x',
      headers: { authorization: 'Bearer abc' },
      body: '{}',
      at: 1,
    };
    await appendEntry(old as unknown as JournalEntry);
    expect(await restoreJournal()).toEqual({ replayed: 0, discarded: '修改记录来自另一版本的演示数据' });
    await expect.poll(readJournal).toEqual({ header: headerFor(worldEpoch()), entries: [] });
    setJournalSink(null);
    // said once: the next start finds a journal of this version
    expect(await restoreJournal()).toEqual({ replayed: 0 });
  });

  it('a corrupt journal is discarded with the reason and the store emptied', async () => {
    await writeHeader(headerFor(epoch()));
    await appendEntry({ endpoint: 'POST /x', at: 1 });
    await appendEntry({ garbage: true } as unknown as JournalEntry);
    expect(await restoreJournal()).toEqual({ replayed: 0, discarded: '修改记录已损坏（entry 2）' });
    // a new journal begins, over the world as it is built from now on
    await expect.poll(readJournal).toEqual({ header: headerFor(worldEpoch()), entries: [] });
  });

  it('another tab hears of each change journalled here, and this tab of changes made there; after a reset there, this tab journals no more', async () => {
    const other = new BroadcastChannel('ebike-demo-journal');
    const heardThere: unknown[] = [];
    other.onmessage = (e: MessageEvent) => heardThere.push(e.data);
    const heardHere: string[] = [];
    onChangedElsewhere((what) => heardHere.push(what));
    try {
      expect(await restoreJournal()).toEqual({ replayed: 0 });
      const session = await signInAsPhone('13800000000');
      // the sign-in's device check is journalled (a session step), and heard like every entry
      await expect.poll(() => heardThere).toEqual(['changed']);
      heardThere.length = 0;
      await call('POST', '/platform/config/notice', { session, body: template('调度提醒') });
      await expect.poll(() => heardThere).toEqual(['changed']);
      // nothing is heard here of what this tab did
      expect(heardHere).toEqual([]);

      other.postMessage('changed');
      await expect.poll(() => heardHere).toEqual(['changed']);
      expect(journalOn()).toBe(true);
      other.postMessage('reset');
      await expect.poll(() => heardHere).toEqual(['changed', 'reset']);
      expect(journalOn()).toBe(false);
    } finally {
      other.close();
    }
  });
});
