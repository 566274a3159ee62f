/**
 * The embedded backend's host: what a process running the backend holds besides its world
 * (mocks/db/world.ts). The journal's sink and its queue to storage, the dispatcher's queue, the
 * signing key, the fault injection, the settings, the spawned worker, the replay's draws, the
 * paging views, the exported files: infrastructure, not world state, so 重置演示数据 (a fresh
 * world) leaves it. Each realm that runs the backend (the page, the shared worker, the Node
 * server, a test file) has its own home host, made when this module is first imported; a test
 * makes another with `createHost()` and runs code in it with `withinHost`, so two hosts in one
 * process share none of that state. Modules reach theirs through one place: a `hostSlot`.
 */
import { pointer, slotOf, type Cells } from '../db/slots';

export class Host {
  /** per host slot (by its place among them): its state once first read */
  readonly slots: Cells = [];
}

export const createHost = (): Host => new Host();

/** The host being run in (`withinHost`), else the realm's own. */
const at = pointer(new Host());

export const currentHost = (): Host => at.current();
export const homeHost = (): Host => at.home();

/** Runs `fn` (synchronous) with `host` the current one; state a slot hands out stays its host's across awaits. */
export const withinHost = <T>(host: Host, fn: () => T): T => at.within(host, fn);

/**
 * A piece of host state: made by `init` the first time a host reads it, kept in that host. Read
 * it once at the top of a function that awaits (the host then running may be another).
 */
export const hostSlot = slotOf(() => currentHost().slots);
