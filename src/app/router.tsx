import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import UserLayout from '@/layouts/UserLayout';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import { lazyPage } from '@/shared/ui/lazyPage';
import NotFound from '@/shared/ui/NotFound';
import RouteError from '@/shared/ui/RouteError';
import { blankPageRoutes, redirectRoutes, shellPageRoutes } from './pages';
import PublicOnly from './PublicOnly';
import RequireAuth from './RequireAuth';
import { appRoutes } from './routes';

// The shell loads after sign-in, so the login page stays small.
const BasicLayout = lazy(() => import('@/layouts/BasicLayout'));
const BlankLayout = lazy(() => import('@/layouts/BlankLayout'));

const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'));
const LoginHomePage = lazyPage(() => import('@/features/auth/pages/LoginHomePage'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/RegisterPage'));
const RegisterResultPage = lazyPage(() => import('@/features/auth/pages/RegisterResultPage'));

export const routeObjects: RouteObject[] = [
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
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/log" replace /> },
      ...redirectRoutes,
      {
        // The shell renders the open tabs itself (each with its own location); these
        // entries only tell the router which paths belong to it.
        element: (
          <Suspense fallback={<FullPageSpin />}>
            <BasicLayout table={appRoutes} pages={shellPageRoutes} />
          </Suspense>
        ),
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
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const createAppRouter = () => createHashRouter(routeObjects);
