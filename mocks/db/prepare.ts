/**
 * A collection's build done in slices ahead of need (the shared worker between the pages'
 * requests, so that they are answered while the fleet is made), and finished at once when
 * it is read. Its result is the build's, as if made when read: a build prepared over another
 * world (a reset, a replay, another epoch) or before a write that was accepted since is
 * thrown away and made again. The collections it reads on the way are built (and journalled)
 * when it reads them, as any read would.
 */
import { writesSoFar } from '../lib/journal';
import { worldRun } from './lazy';
import { EPOCH } from './store';

/** A build as a generator: it yields now and then, where it may be paused. */
export type Slices<T> = Generator<void, T, void>;

export interface Prepared<T> {
  /** the build's result: the prepared one when it still holds, else made now */
  take(): T;
  /** goes on with the preparation until `until` (performance.now()); true once it is done */
  step(until: number): boolean;
}

/** The world a preparation was made over: the same world, no write accepted since. */
const stamp = () => `${worldRun()}|${writesSoFar()}|${EPOCH}`;

export function prepared<T>(make: () => Slices<T>): Prepared<T> {
  let slices: Slices<T> | null = null;
  let over = '';
  let result: { value: T } | null = null;
  const finish = (from: Slices<T>): T => {
    for (;;) {
      const r = from.next();
      if (r.done) return r.value;
    }
  };
  return {
    take() {
      const holds = slices !== null && over === stamp();
      const from = slices;
      const done = result;
      slices = null;
      result = null;
      if (holds && done) return done.value;
      return finish(holds && from ? from : make());
    },
    step(until) {
      if (slices === null || over !== stamp()) {
        slices = make();
        over = stamp();
        result = null;
      }
      if (result) return true;
      do {
        const r = slices.next();
        if (r.done) {
          result = { value: r.value };
          return true;
        }
      } while (performance.now() < until);
      return false;
    },
  };
}
