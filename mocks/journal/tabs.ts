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
/** How the host opens its channel to the other pages. */
const channels = hostSlot(() => ({ open: browserTabs as Opener | null }));

/** Where the journal's news go; null for a backend that no other page shares. */
export function setTabsChannel(next: Opener | null): void {
  channels().open = next;
}

export const openTabs = (name: string): TabsChannel | null => channels().open?.(name) ?? null;
