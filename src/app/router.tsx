import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import UserLayout from '@/layouts/UserLayout';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import { lazyPage } from '@/shared/ui/lazyPage';
import RouteError from '@/shared/ui/RouteError';
import { themed } from '@/shared/ui/theme/themed';
import { installAddressBarGuard } from '@/shared/ui/unsaved/addressBar';
import PublicOnly from './PublicOnly';
import RequireAuth from './RequireAuth';

const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'));
// The other public pages are drawn with antd: they load it with its theme (the login page has neither).
const LoginHomePage = lazyPage(themed(() => import('@/features/auth/pages/LoginHomePage')));
const RegisterPage = lazyPage(themed(() => import('@/features/auth/pages/RegisterPage')));
const RegisterResultPage = lazyPage(themed(() => import('@/features/auth/pages/RegisterResultPage')));
// antd's Result and its illustrations stay off the entry path.
const NotFound = lazyPage(themed(() => import('@/shared/ui/NotFound')));

/** The guard route; its children (pages.tsx) are patched in when first needed. */
const SIGNED_IN = 'signed-in';

export const routeObjects: RouteObject[] = [
  {
    // Catches what the routes below do not (e.g. the signed-in routes failing to load);
    // shows a spinner while the first address is matched against routes still loading.
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpin />,
    children: [
      {
        element: <UserLayout />,
        errorElement: <RouteError />,
        children: [
          { path: '/login-home', element: <LoginHomePage /> },
          { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
          { path: '/register', element: <RegisterPage /> },
          { path: '/register-result', element: <RegisterResultPage /> },
          { path: '/404', element: <NotFound /> },
        ],
      },
      { id: SIGNED_IN, element: <RequireAuth />, errorElement: <RouteError />, children: [] },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * The hash router. The public pages are known from the start; the signed-in routes
 * (the route table, its pages and layouts: pages.tsx) load on the first navigation
 * that no public route matches exactly, i.e. one that would otherwise end on the
 * catch-all (react-router's patchRoutesOnNavigation), so /login loads none of them.
 */
export function createAppRouter() {
  let loading: Promise<typeof import('./pages')> | null = null;
  let patched = false;
  // ahead of the router's own listener: an address typed by hand may be refused before it is read
  installAddressBarGuard();
  return createHashRouter(routeObjects, {
    async patchRoutesOnNavigation({ patch, path, signal }) {
      if (patched) return;
      loading ??= import('./pages').catch((e: unknown) => {
        loading = null; // the next navigation tries again
        throw e;
      });
      const { signedInRoutes, preloadPath } = await loading;
      if (patched || signal.aborted) return;
      preloadPath(path);
      patch(SIGNED_IN, signedInRoutes);
      patched = true;
    },
  });
}
