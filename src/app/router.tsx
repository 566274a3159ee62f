import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import BasicLayout from '@/layouts/BasicLayout';
import UserLayout from '@/layouts/UserLayout';
import NotFound from '@/shared/ui/NotFound';
import { lazyPage } from './lazyPage';
import Permitted from './Permitted';
import PublicOnly from './PublicOnly';
import RequireAuth from './RequireAuth';
import { shellRoutes } from './routes';
import type { AppRoute } from './routeTypes';

const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'));
const LoginHomePage = lazyPage(() => import('@/features/auth/pages/LoginHomePage'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/RegisterPage'));
const RegisterResultPage = lazyPage(() => import('@/features/auth/pages/RegisterResultPage'));

function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.flatMap((r): RouteObject[] => {
    const out: RouteObject[] = [];
    if (r.redirect) out.push({ path: r.path, element: <Navigate to={r.redirect} replace /> });
    else if (r.page) {
      const Page = lazyPage(r.page);
      out.push({ path: r.path, element: <Permitted permission={r.meta?.permission}><Page /></Permitted> });
    }
    return [...out, ...toRouteObjects(r.children ?? [])];
  });
}

export const routeObjects: RouteObject[] = [
  {
    element: <UserLayout />,
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
    children: [
      { path: '/', element: <Navigate to="/log" replace /> },
      { element: <BasicLayout />, children: toRouteObjects(shellRoutes) },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const createAppRouter = () => createHashRouter(routeObjects);
