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
