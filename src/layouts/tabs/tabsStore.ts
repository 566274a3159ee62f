import { create } from 'zustand';
import { useSession } from '@/shared/auth/session';
import { storage } from '@/shared/utils/storage';
import type { Tab } from './tabRules';

const KEY = 'tabs';

interface TabsState {
  tabs: Tab[];
  /** by tab id, bumped to remount one tab ("refresh") */
  versions: Record<string, number>;
  setTabs(tabs: Tab[]): void;
  refresh(id: string): void;
  clear(): void;
}

/** Open tabs, kept across a page reload. */
export const useTabs = create<TabsState>((set) => ({
  tabs: storage.get<Tab[]>(KEY) ?? [],
  versions: {},
  setTabs(tabs) {
    storage.set(KEY, tabs);
    set({ tabs });
  },
  refresh(id) {
    set((s) => ({ versions: { ...s.versions, [id]: (s.versions[id] ?? 0) + 1 } }));
  },
  clear() {
    storage.remove(KEY);
    set({ tabs: [], versions: {} });
  },
}));

// Another operator signing in on this browser starts with no tabs.
useSession.subscribe((s, prev) => {
  if (prev.objectId && !s.objectId) useTabs.getState().clear();
});
