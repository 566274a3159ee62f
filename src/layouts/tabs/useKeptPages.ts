import { useEffect, useMemo } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { leaveUnmountsOthers, type LeavePolicy } from '@/shared/ui/unsaved/LeaveGuard';
import { setRetainer } from '@/shared/ui/unsaved/registry';
import { pathOf } from './tabRules';
import { useTabs } from './tabsStore';

/** The path shown (hash router), already updated when a navigation's effects run. */
const shownPath = () => pathOf(window.location.hash.slice(1)) || '/';

/**
 * With multi-tab on, hidden tabs keep their pages (and their forms' typed values): a form
 * in a hidden tab stays listed as unsaved while its tab is open, and a navigation within
 * the shell throws away only a page whose tab is reused for another query (an edit page
 * opened for another record). Leaving the shell (a page outside it, signing out) unmounts
 * them all. Without multi-tab, every page but the one navigated to is unmounted.
 */
export function useKeptPages(pages: RouteObject[], keepAlive: boolean): LeavePolicy {
  useEffect(() => {
    if (!keepAlive) return;
    setRetainer((path) => path !== shownPath() && useTabs.getState().tabs.some((t) => pathOf(t.key) === path));
    return () => setRetainer(null);
  }, [keepAlive]);
  return useMemo<LeavePolicy>(() => {
    if (!keepAlive) return leaveUnmountsOthers;
    return (next, dirty) => {
      if (!matchRoutes(pages, next.pathname)) return dirty;
      const key = next.pathname + next.search;
      const tab = useTabs.getState().tabs.find((t) => pathOf(t.key) === next.pathname);
      return dirty.filter((p) => p === next.pathname && tab !== undefined && tab.key !== key);
    };
  }, [keepAlive, pages]);
}
