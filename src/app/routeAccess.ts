import { canSee } from '@/shared/auth/access';
import type { AppRoute } from './routeTypes';

/** The routes a user may open: any of `meta.permission` held (plus 'all'); children filtered alike. */
export function filterRoutes(routes: readonly AppRoute[], codes: readonly string[] | null): AppRoute[] {
  return routes
    .filter((r) => canSee(codes, r.meta?.permission))
    .map((r) => (r.children ? { ...r, children: filterRoutes(r.children, codes) } : r));
}

/** Every path of a route tree, children included (paths are absolute). */
export function allPaths(routes: readonly AppRoute[]): string[] {
  return routes.flatMap((r) => [r.path, ...allPaths(r.children ?? [])]);
}
