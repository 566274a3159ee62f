/**
 * The shared worker's start (issue 40 item 4): the pages' first calls do not wait for the fleet.
 * A start leaves the builds the journal holds after its last change to the reads (and takes them
 * out of the journal), and the fleet can be made in slices ahead of need; what a reload then
 * replays is still what the page built, and a slice made before a write or another read's build
 * is never used.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { getNoticeTemplates } from '@mocks/db/config';
import { getOrders } from '@mocks/db/orders';
import { getVoltageSchemes } from '@mocks/db/voltageSchemes';
import { getFleet } from '@mocks/db/fleet';
import { prepared } from '@mocks/db/prepare';
import { pinEpoch, resetDb } from '@mocks/db/store';
import { getVehicles, vehiclesPreparation } from '@mocks/db/vehicles';
import { isChange, setJournalSink } from '@mocks/lib/journal';
import { checkReplay, restoreJournal } from '@mocks/journal';
import { clearJournal, readJournal } from '@mocks/journal/store';
import { call, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();
afterEach(() => {
  setJournalSink(null);
  pinEpoch(null);
  return clearJournal();
});

/** A notice template's body (config/notice: a write that reads no fleet). */
const noticeBody = (name: string) => ({ channel: 'inapp', name, content: `${name}：订单 {orderId}` });
/** Collections the stored journal builds after its last change. */
async function buildsAfterLastChange(): Promise<number[]> {
  const { entries } = await readJournal();
  const last = entries.findLastIndex(isChange);
  return entries.slice(last + 1).flatMap((e) => (e.build === undefined ? [] : [e.build]));
}
/** A reload of the shared worker: the seed again, then the journal as its start restores it. */
async function reload() {
  setJournalSink(null);
  resetDb();
  return restoreJournal(null, { laterBuilds: true });
}

describe("the shared worker's start", () => {
  it('leaves the fleet read after the last change to the first read, out of the journal, and a replay still gives the page its world', async () => {
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const session = await signInAsPhone('13800000000');
    expect((await call('POST', '/platform/config/notice', { session, body: noticeBody('开锁提醒') })).body.suc).toBe(
      true,
    );
    getVehicles();
    await expect.poll(buildsAfterLastChange).not.toEqual([]);

    await reload();
    // the change is back, the fleet is not made by the start
    expect(getNoticeTemplates().some((t) => t.name === '开锁提醒')).toBe(true);
    expect(getVehicles.ready()).toBe(false);
    expect(await buildsAfterLastChange()).toEqual([]);
    // read again, it is journalled again, and the journal gives back this world
    const riding = getVehicles().filter((v) => v.rideState === 'riding').length;
    expect(riding).toBeGreaterThan(0);
    await expect.poll(buildsAfterLastChange).not.toEqual([]);
    const check = await checkReplay();
    expect(check.differing).toEqual([]);
    expect(check.dropped).toBe(0);
  });

  it('replays the fleet built before a change: the change may have read it', async () => {
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const session = await signInAsPhone('13800000000');
    getVehicles();
    expect((await call('POST', '/platform/config/notice', { session, body: noticeBody('关锁提醒') })).body.suc).toBe(
      true,
    );
    await expect.poll(async () => (await readJournal()).entries.some(isChange)).toBe(true);

    await reload();
    expect(getVehicles.ready()).toBe(true);
    expect((await checkReplay()).differing).toEqual([]);
  });
});

describe('a build prepared ahead of need', () => {
  it('gives the fleet made in slices exactly as made at once', () => {
    resetDb();
    const atOnce = JSON.stringify(getVehicles());
    resetDb();
    // a slice of the fleet's identities, then the read finishes it
    expect(vehiclesPreparation.step(0)).toBe(false);
    expect(getFleet.ready()).toBe(false);
    expect(JSON.stringify(getVehicles())).toBe(atOnce);
    // or every slice made ahead, the read only takes it
    resetDb();
    while (!vehiclesPreparation.step(0));
    expect(getVehicles.ready()).toBe(false);
    expect(JSON.stringify(getVehicles())).toBe(atOnce);
  });

  it('is made again when a write was accepted or the world was reset since it began, and used otherwise', async () => {
    const session = await signInAsPhone('13800000000');
    let source = 'seed';
    let made = 0;
    // it depends on the rides' history being made, as the vehicles' build does
    const build = prepared(
      function* () {
        made++;
        const seen = source;
        yield;
        return seen;
      },
      () => getOrders.ready(),
    );
    // no write since: what was prepared is used, even though the source moved (nothing a write did)
    expect(build.step(0)).toBe(false);
    source = 'moved';
    expect(build.take()).toBe('seed');
    expect(made).toBe(1);

    /** a slice made, then the source moved by `between`: what the read takes */
    const across = async (moved: string, between: () => Promise<unknown>) => {
      build.step(0);
      source = moved;
      await between();
      return build.take();
    };
    const notice = () => call('POST', '/platform/config/notice', { session, body: noticeBody('换电提醒') });
    // a write accepted between two slices: made again over the world it left
    expect(await across('after a write', async () => expect((await notice()).body.suc).toBe(true))).toBe(
      'after a write',
    );
    expect(made).toBe(3);
    // a refused write (the name is taken now) changes nothing: still used
    expect(await across('refused', async () => expect((await notice()).body.suc).toBe(false))).toBe('after a write');

    // a collection it does not depend on built by a read between two slices: still used (made over 'refused')
    expect(await across('after another build', async () => getVoltageSchemes())).toBe('refused');
    // the one it depends on built by a read between two slices: made again
    expect(await across('after the history', async () => getOrders())).toBe('after the history');

    // a reset world: made again
    build.step(0);
    resetDb();
    source = 'reset';
    expect(build.take()).toBe('reset');
  });
});
