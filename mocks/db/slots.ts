/** Slots: state kept in a holder (a World, a Host) rather than in a module, made on first read. */

/** A holder's slots, by the slot's place among those its kind declared. */
export type Cells = Array<{ value: unknown } | undefined>;

/**
 * A maker of slots kept in the holder `cells()` names at each read (the current world, the current
 * host): each slot is made by its `init` the first time a holder reads it, then kept there.
 */
export function slotOf(cells: () => Cells): <T>(init: () => T) => () => T {
  const count = { n: 0 };
  return <T>(init: () => T) => {
    const index = count.n++;
    return () => {
      const held = cells();
      let cell = held[index];
      if (!cell) {
        cell = { value: init() };
        held[index] = cell;
      }
      return cell.value as T;
    };
  };
}

/** Which holder is current: the realm's own (`home`), or the one `within` runs code in. */
export interface Pointer<H> {
  current(): H;
  home(): H;
  setHome(holder: H): void;
  /** Runs `fn` (synchronous) with `holder` the current one. */
  within<T>(holder: H, fn: () => T): T;
}

/** The one binding a kind of holder needs: the pointer to the current one. */
export function pointer<H>(home: H): Pointer<H> {
  const at: { home: H; current: H | null } = { home, current: null };
  return {
    current: () => at.current ?? at.home,
    home: () => at.home,
    setHome: (holder) => {
      at.home = holder;
    },
    within: (holder, fn) => {
      const was = at.current;
      at.current = holder;
      try {
        return fn();
      } finally {
        at.current = was;
      }
    },
  };
}
