/**
 * The Node server moves the world on at each minute of the clock by a timer, between requests
 * (mocks/server/liveWorld.ts): the minute's work is done before the minute's first request
 * arrives, and the world is the one a request at that moment would have made.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { advanceWorld, liveWorldState } from '@mocks/db/liveFleet';
import { getOrders } from '@mocks/db/orders';
import { resetDb } from '@mocks/db/store';
import { getVehicles } from '@mocks/db/vehicles';
import { keepWorldMoving } from '@mocks/server/liveWorld';
import { pinTestClock } from '../../clock';

const MIN = 60_000;

/** What the living world made by now: its rides (ids and states), as text. */
const rides = () =>
  JSON.stringify(
    getOrders()
      .slice(0, 300)
      .map((o) => [o.orderId, o.status, o.endAt ?? null]),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the world moved on by a timer', () => {
  it('each new minute is lived by the timer a few ms in, before any request; the same world as a request would make', () => {
    pinTestClock();
    resetDb();
    getVehicles();
    advanceWorld(now());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = keepWorldMoving();
    const start = liveWorldState()!.movedTo;
    const toNext = MIN - (now() % MIN);
    // the minute not begun: nothing moved
    advanceClock(toNext - 1);
    vi.advanceTimersByTime(toNext - 1);
    expect(liveWorldState()!.movedTo).toBe(start);
    // three minutes on, each lived when it began
    for (let m = 1; m <= 3; m++) {
      advanceClock(m === 1 ? 6 : MIN);
      vi.advanceTimersByTime(m === 1 ? 6 : MIN);
      expect(liveWorldState()!.movedTo).toBe(start + m * MIN);
    }
    const byTimer = rides();
    const at = now();
    stop();
    // stopped: a minute passes unlived until something asks
    advanceClock(MIN);
    vi.advanceTimersByTime(MIN);
    expect(liveWorldState()!.movedTo).toBe(start + 3 * MIN);
    // the same world made by one request at that moment, from the seed
    vi.useRealTimers();
    pinTestClock();
    resetDb();
    getVehicles();
    advanceWorld(now());
    advanceClock(at - now());
    advanceWorld(now());
    expect(rides()).toBe(byTimer);
  });
});
