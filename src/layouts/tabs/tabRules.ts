/** The multi-tab bar's rules (screens and routes), as pure functions of the open tabs. */
export interface Tab {
  /** full path with query: what the tab shows */
  key: string;
  title: string;
  /** stable identity: the key it was opened with (a query change in place keeps it) */
  id: string;
  /** when it was last shown (a counter; the least recently used tab closes first) */
  used?: number;
}

export interface TabsResult {
  tabs: Tab[];
  active: string;
  /** a warning to show instead of changing anything */
  warning?: string;
}

export const NO_RIGHT = '右侧没有标签';
export const NO_LEFT = '左侧没有标签';
export const LAST_TAB = '这是最后一个标签了，无法关闭';

/** At most this many tabs are open: opening one more closes the least recently used. */
export const MAX_TABS = 20;
/** 首页: never closed to make room, kept by 关闭全部. */
export const HOME_TAB = '/log';

/** A tab key's route path (without query or hash). */
export const pathOf = (key: string) => key.split(/[?#]/)[0];

/**
 * Shows the page at `key` (path with query): the tab of the same route path is updated
 * (a query change never opens a second tab), else a new tab is added. Past MAX_TABS the
 * least recently used tab closes, never 首页 nor the one shown, nor one that `keep` holds
 * (a form with unsaved changes): when only such tabs are left, more than MAX_TABS stay open.
 */
export function visitTab(tabs: Tab[], key: string, title: string, keep: (t: Tab) => boolean = () => false): Tab[] {
  const used = tabs.reduce((m, t) => Math.max(m, t.used ?? 0), 0) + 1;
  const i = tabs.findIndex((t) => pathOf(t.key) === pathOf(key));
  if (i >= 0) {
    const t = tabs[i];
    if (t.key === key && t.title === title && t.used === used - 1) return tabs;
    return tabs.map((x, j) => (j === i ? { ...x, key, title, used } : x));
  }
  const next = [...tabs, { key, title, id: key, used }];
  while (next.length > MAX_TABS) {
    let lru = -1;
    next.forEach((t, j) => {
      if (t.key === key || pathOf(t.key) === HOME_TAB || keep(t)) return;
      if (lru < 0 || (t.used ?? 0) < (next[lru].used ?? 0)) lru = j;
    });
    if (lru < 0) break;
    next.splice(lru, 1);
  }
  return next;
}

/** Drops the tab of a finished page (a form saved) without changing what is shown. */
export function dropTab(tabs: Tab[], key: string, active: string): Tab[] {
  if (pathOf(key) === pathOf(active)) return tabs;
  const rest = tabs.filter((t) => t.key !== key);
  return rest.length === tabs.length ? tabs : rest;
}

export function closeTab(tabs: Tab[], active: string, key: string): TabsResult {
  if (tabs.length <= 1) return { tabs, active, warning: LAST_TAB };
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0) return { tabs, active };
  const rest = tabs.filter((t) => t.key !== key);
  const next = key === active ? rest[Math.min(i, rest.length - 1)].key : active;
  return { tabs: rest, active: next };
}

export function closeRight(tabs: Tab[], key: string): TabsResult {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0 || i === tabs.length - 1) return { tabs, active: key, warning: NO_RIGHT };
  return { tabs: tabs.slice(0, i + 1), active: key };
}

export function closeLeft(tabs: Tab[], key: string): TabsResult {
  const i = tabs.findIndex((t) => t.key === key);
  if (i <= 0) return { tabs, active: key, warning: NO_LEFT };
  return { tabs: tabs.slice(i), active: key };
}

export function closeOthers(tabs: Tab[], key: string): TabsResult {
  const keep = tabs.filter((t) => t.key === key);
  return { tabs: keep.length ? keep : tabs, active: key };
}

/** 关闭全部: only 首页 stays (opened if it was not), and is shown. */
export function closeAll(tabs: Tab[]): TabsResult {
  const home = tabs.filter((t) => pathOf(t.key) === HOME_TAB);
  return { tabs: home, active: home[0]?.key ?? HOME_TAB };
}
