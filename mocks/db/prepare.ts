/**
 * A collection's build done in slices ahead of need (the shared worker between the pages'
 * requests, so that they are answered while the fleet is made), and finished at once when it
 * is read. Its result is the build's, as if made when read: the preparation is World state
 * (a slot of the world it is made over), and one whose world changed between two of its
 * slices (a write accepted, another epoch, a collection it depends on built by a read) is
 * thrown away and made again. The collections it reads on the way are built (and journalled) when it reads
 * them, as any read would.
 */
import { currentWorld, worldSlot, type World } from './world';

/** A build as a generator: it yields now and then, where it may be paused. */
export type Slices<T> = Generator<void, T, void>;

export interface Prepared<T> {
  /** the build's result: the prepared one when it still holds, else made now */
  take(): T;
  /** goes on with the preparation until `until` (performance.now()); true once it is done */
  step(until: number): boolean;
}

/**
 * What a preparation's result depends on besides the seed: the writes accepted, the epoch, and
 * what its build reads that a read between two slices may change (`dependsOn`: whether the
 * rides' whole history is made, for the vehicles). Not every collection built since: the pages'
 * boot builds many, and starting the fleet again after each cost seconds at 500,000 vehicles.
 */
function stampOf(w: World, dependsOn: () => unknown): string {
  return `${w.accepted}|${w.epoch}|${String(dependsOn())}`;
}

interface Preparation<T> {
  slices: Slices<T> | null;
  /** the world's stamp when the last slice ended: it holds while nothing changed since */
  over: string;
  result: { value: T } | null;
}

export function prepared<T>(make: () => Slices<T>, dependsOn: () => unknown = () => ''): Prepared<T> {
  const state = worldSlot((): Preparation<T> => ({ slices: null, over: '', result: null }));
  const finish = (from: Slices<T>): T => {
    for (;;) {
      const r = from.next();
      if (r.done) return r.value;
    }
  };
  return {
    take() {
      const p = state();
      const holds = p.slices !== null && p.over === stampOf(currentWorld(), dependsOn);
      const { slices, result } = p;
      p.slices = null;
      p.result = null;
      if (holds && result) return result.value;
      return finish(holds && slices ? slices : make());
    },
    step(until) {
      const p = state();
      const w = currentWorld();
      if (p.slices === null || p.over !== stampOf(w, dependsOn)) {
        p.slices = make();
        p.result = null;
      }
      if (!p.result) {
        do {
          const r = p.slices.next();
          if (r.done) {
            p.result = { value: r.value };
            break;
          }
        } while (performance.now() < until);
      }
      // what the slices built on the way is part of the world they go on over
      p.over = stampOf(w, dependsOn);
      return p.result !== null;
    },
  };
}
