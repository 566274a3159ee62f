import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { tabToClose } from '@/shared/nav/finished';
import { isDirty } from '@/shared/ui/unsaved/registry';
import { dropTab, pathOf, visitTab } from './tabs/tabRules';
import { useTabs } from './tabs/tabsStore';

/**
 * Opens (or updates) the tab of the page shown: one tab per route path, so a query change
 * updates that tab; past the limit the least recently used tab closes (never one with unsaved
 * changes). A finished form (navigating with `finishedState`) has its own tab closed.
 */
export function useTabSync(title: string | undefined): string {
  const { pathname, search, state } = useLocation();
  const key = pathname + search;
  const finished = tabToClose(state);
  useEffect(() => {
    if (!title) return;
    const { tabs, setTabs } = useTabs.getState();
    const rest = finished ? dropTab(tabs, finished, key) : tabs;
    const next = visitTab(rest, key, title, (t) => isDirty(pathOf(t.key)));
    if (next !== tabs) setTabs(next);
  }, [key, title, finished]);
  return key;
}
