import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { moveTab, openTab } from './tabs/tabRules';
import { useTabs } from './tabs/tabsStore';

/** Opens (or updates) the tab of the page shown; a page replacing its own query stays one tab. */
export function useTabSync(title: string | undefined): string {
  const { pathname, search } = useLocation();
  const navType = useNavigationType();
  const key = pathname + search;
  useEffect(() => {
    if (!title) return;
    const { tabs, setTabs } = useTabs.getState();
    if (tabs.some((t) => t.key === key)) {
      setTabs(openTab(tabs, key, title));
      return;
    }
    const samePage = navType === 'REPLACE' ? tabs.find((t) => t.key.split('?')[0] === pathname) : undefined;
    setTabs(samePage ? moveTab(tabs, samePage.key, key, title) : openTab(tabs, key, title));
  }, [key, pathname, title, navType]);
  return key;
}
