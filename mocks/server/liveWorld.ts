import { advanceWorld } from '../db/liveFleet';
import { getOrders } from '../db/orders';
import { getVehicles } from '../db/vehicles';
import { now } from '../../src/shared/utils/clock';

/**
 * A server's world is live before its first call (in the page it is built when the page has a
 * moment): the fleet and the rides under way, the world brought up to the clock, then the rest
 * of the rides' history, before the server listens. Each build is journalled as the page's are
 * (a restart's replay builds them at the same point); after a restart they are there already.
 * Returns how long each took (ms).
 */
export function liveWorld(): { world: number; history: number } {
  const started = performance.now();
  getVehicles();
  advanceWorld(now());
  const built = performance.now();
  getOrders();
  return { world: Math.round(built - started), history: Math.round(performance.now() - built) };
}

const MINUTE = 60_000;

/**
 * Moves the world on at each minute of the clock, between requests: a minute's rides, payments
 * and heartbeats are then done by a timer a few ms after the minute begins, not by the first
 * request of the minute (which made every client wait behind it: the bench's p99). A request
 * still brings the world up to its own moment; within the minute that is only the ridden
 * vehicles' positions. Nothing is journalled: a world is the same however often it was moved
 * on the way (a replay moves it at each entry's time). Returns the function that stops it.
 */
export function keepWorldMoving(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(
      () => {
        advanceWorld(now());
        next();
      },
      MINUTE - (now() % MINUTE) + 5,
    );
    timer.unref?.();
  };
  next();
  return () => clearTimeout(timer);
}
