import { hostSlot } from '../lib/host';

/**
 * The other pages that share this journal, told of each change: in the browser the tabs of
 * one origin (BroadcastChannel); the Node server is one process with one world, so it has
 * none (setTabsChannel(null)).
 */
export type TabsChannel = Pick<BroadcastChannel, 'postMessage' | 'onmessage'>;

const browserTabs = (name: string): TabsChannel | null =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;

type Opener = (name: string) => TabsChannel | null;
/** How the host opens its channel to the other pages, and the channels it opened with it (by name). */
const channels = hostSlot(() => ({
  open: browserTabs as Opener | null,
  opened: new Map<string, TabsChannel | null>(),
}));

/**
 * Where the journal's news go; null for a backend that no other page shares. A channel opened
 * before is let go: the next use opens one the new way (a hub's null no longer silences a
 * journal used after it, in the same process, once the browser's default is back).
 */
export function setTabsChannel(next: Opener | null): void {
  const c = channels();
  c.open = next;
  c.opened.clear();
}

/** The host's channel named `name`, opened on first use. */
export function openTabs(name: string): TabsChannel | null {
  const c = channels();
  if (!c.opened.has(name)) c.opened.set(name, c.open?.(name) ?? null);
  return c.opened.get(name) ?? null;
}
