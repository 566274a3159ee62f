import { createContext, useContext, useMemo } from 'react';

/** One entry of the menu the shell built for the signed-in user (from the route table). */
export interface MenuEntry {
  path: string;
  title: string;
  icon?: string;
  /** opens outside the shell */
  blank?: boolean;
  children?: MenuEntry[];
}

/** The shell provides the user's menu; features read it (home shortcuts, palette) without importing the app. */
export const MenuContext = createContext<MenuEntry[]>([]);

export const useMenu = (): MenuEntry[] => useContext(MenuContext);

/** Leaf entries with their group title, for search and shortcuts. */
export function menuLeaves(entries: readonly MenuEntry[], group?: string): Array<MenuEntry & { group?: string }> {
  return entries.flatMap((e) => (e.children?.length ? menuLeaves(e.children, e.title) : [{ ...e, group }]));
}

/** Whether the signed-in user's menu has the page at `path` (a link to a page it lacks would land on 404). */
export function useInMenu(path: string): boolean {
  const menu = useMenu();
  return useMemo(() => menuLeaves(menu).some((e) => e.path === path), [menu, path]);
}
