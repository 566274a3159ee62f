import { canSee } from '@/shared/auth/accessRules';
import type { MenuEntry } from '@/shared/nav/menu';
import type { AppRoute } from '@/shared/nav/routeTypes';

/** Whether a route is open to these codes on this site type. */
export function routeAllowed(r: AppRoute, codes: readonly string[] | null, siteType?: string): boolean {
  if (!canSee(codes, r.meta?.permission)) return false;
  return !r.siteTypes || (siteType !== undefined && r.siteTypes.includes(siteType));
}

/** The routes a user may open: any of `meta.permission` held (plus 'all'); children filtered alike. */
export function filterRoutes(
  routes: readonly AppRoute[],
  codes: readonly string[] | null,
  siteType?: string,
): AppRoute[] {
  return routes
    .filter((r) => routeAllowed(r, codes, siteType))
    .map((r) => (r.children ? { ...r, children: filterRoutes(r.children, codes, siteType) } : r));
}

/** Every route of a tree, children included, parents first. */
export function flatten(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

/** The chain of routes from the top down to the one at `path` (breadcrumbs), or [] when unknown. */
export function trailOf(routes: readonly AppRoute[], path: string): AppRoute[] {
  for (const r of routes) {
    if (r.path === path) return [r];
    const sub = trailOf(r.children ?? [], path);
    if (sub.length) return [r, ...sub];
  }
  return [];
}

/** The menu for these codes: hidden routes left out, empty groups dropped. */
export function buildMenu(
  routes: readonly AppRoute[],
  codes: readonly string[] | null,
  siteType?: string,
): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const r of routes) {
    if (r.hidden || !r.meta || !routeAllowed(r, codes, siteType)) continue;
    const entry: MenuEntry = {
      path: r.path,
      title: r.meta.title,
      icon: r.meta.icon,
      blank: r.layout === 'blank' || undefined,
    };
    if (r.children && !r.hideChildrenInMenu) {
      const children = buildMenu(r.children, codes, siteType);
      if (!children.length) continue;
      entry.children = children;
    }
    out.push(entry);
  }
  return out;
}
