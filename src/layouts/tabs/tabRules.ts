/** The multi-tab bar's rules (SPEC.md §2), as pure functions of the open tabs. */
export interface Tab {
  /** full path with query: what the tab shows */
  key: string;
  title: string;
  /** stable identity: the key it was opened with (a filter change in place keeps it) */
  id: string;
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

export function openTab(tabs: Tab[], key: string, title: string): Tab[] {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0) return [...tabs, { key, title, id: key }];
  if (tabs[i].title === title) return tabs;
  return tabs.map((t, j) => (j === i ? { ...t, title } : t));
}

/** A page that replaced its own query (filters kept in the URL) stays the same tab. */
export function moveTab(tabs: Tab[], fromKey: string, toKey: string, title: string): Tab[] {
  if (tabs.some((t) => t.key === toKey)) return openTab(tabs, toKey, title);
  return tabs.map((t) => (t.key === fromKey ? { ...t, key: toKey, title } : t));
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
