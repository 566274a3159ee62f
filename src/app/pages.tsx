import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoggedIn } from '@/shared/auth/session';
import { flatten, trailOf } from '@/shared/nav/routeAccess';
import type { AppRoute } from '@/shared/nav/routeTypes';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import { lazyPage } from '@/shared/ui/lazyPage';
import ChineseLocale from './ChineseLocale';
import Permitted from './Permitted';
import { appRoutes, movedRoutes } from './routes';

/*
 * The signed-in part of the route tree: the route table, its pages and the layouts.
 * The router loads this module on the first navigation that may need it (see
 * router.tsx), so the public pages load none of it.
 */

// Dates in Chinese: only the signed-in pages show dates (dayjs, antd's date pickers).
dayjs.locale('zh-cn');

// The layouts load with the first page that needs them.
const loadBasicLayout = () => import('@/layouts/BasicLayout');
const BasicLayout = lazy(loadBasicLayout);
const BlankLayout = lazy(() => import('@/layouts/BlankLayout'));

const all = flatten(appRoutes);

function pageRoute(r: AppRoute): RouteObject {
  const Page = lazyPage(r.page!);
  return {
    path: r.path,
    element: (
      <Permitted trail={trailOf(appRoutes, r.path)}>
        <Page />
      </Permitted>
    ),
  };
}

/**
 * Starts loading the page at `path` and its layout (signed in) while the session is still being
 * checked: otherwise the layout loads once the check is done and the page once the layout
 * is drawn, one after the other (a cold load of 运营地图 waited ~600 ms for that). The route's
 * `prefetch` asks its look-ups too. What fails here fails again, visibly, when the page itself
 * loads it.
 */
export function preloadPath(path: string): void {
  if (!isLoggedIn()) return;
  const [pathname, search = ''] = path.split('#')[0].split('?');
  const r = all.find((x) => x.page && matchPath(x.path, pathname));
  if (!r?.page) return;
  const quiet = () => undefined;
  if (r.layout !== 'blank' && !isStandalone(pathname, search)) {
    loadBasicLayout().catch(quiet);
  }
  r.page().catch(quiet);
  // its look-ups, asked with the session's first calls rather than after the page mounted
  r.prefetch?.();
}

/** Pages inside the shell; the shell renders each open tab with these. */
export const shellPageRoutes: RouteObject[] = all.filter((r) => r.page && r.layout !== 'blank').map(pageRoute);

/** Pages outside the shell (big screens, detail pages). */
export const blankPageRoutes: RouteObject[] = all.filter((r) => r.page && r.layout === 'blank').map(pageRoute);

/** Shell pages that also open alone (`?standalone=1`): a wall monitor's big screens. */
const standalonePages = new Map(
  all.filter((r) => r.page && r.standalone && r.layout !== 'blank').map((r) => [r.path, pageRoute(r).element]),
);

/** The address asks for a standalone page alone in the window. */
export const isStandalone = (pathname: string, search: string): boolean =>
  standalonePages.has(pathname) && new URLSearchParams(search).get('standalone') === '1';

/**
 * The shell, or — for a standalone page's `?standalone=1` address (a wall monitor) — that page
 * alone, with the watermark and the same access check, without header, menu or tabs.
 */
function ShellOrStandalone() {
  const { pathname, search } = useLocation();
  return (
    <Suspense fallback={<FullPageSpin />}>
      {isStandalone(pathname, search) ? (
        <BlankLayout table={appRoutes}>{standalonePages.get(pathname)}</BlankLayout>
      ) : (
        <BasicLayout table={appRoutes} pages={shellPageRoutes} />
      )}
    </Suspense>
  );
}

/** Group paths that open on their first page (e.g. /vehicle → /vehicle/operation-map). */
export const redirectRoutes: RouteObject[] = all
  .filter((r) => r.redirect)
  .map((r) => ({ path: r.path, element: <Navigate to={r.redirect!} replace /> }));

/** A moved address leads to its new one, with its query string. */
function Moved({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const movedRouteObjects: RouteObject[] = movedRoutes.map(({ from, to }) => ({
  path: from,
  element: <Moved to={to} />,
}));

/** The children of the guard (RequireAuth) route, with antd's texts in Chinese. */
export const signedInRoutes: RouteObject[] = [
  {
    element: (
      <ChineseLocale>
        <Outlet />
      </ChineseLocale>
    ),
    children: [
      { path: '/', element: <Navigate to="/log" replace /> },
      ...redirectRoutes,
      ...movedRouteObjects,
      {
        // The shell renders the open tabs itself (each with its own location); these
        // entries only tell the router which paths belong to it.
        element: <ShellOrStandalone />,
        children: shellPageRoutes.map((r) => ({ path: r.path, element: null })),
      },
      {
        element: (
          <Suspense fallback={<FullPageSpin />}>
            <BlankLayout table={appRoutes} />
          </Suspense>
        ),
        children: blankPageRoutes,
      },
    ],
  },
];
