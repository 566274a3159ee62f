import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import BasicLayout from '@/layouts/BasicLayout';
import BlankLayout from '@/layouts/BlankLayout';
import UserLayout from '@/layouts/UserLayout';
import { lazyPage } from '@/shared/ui/lazyPage';
import NotFound from '@/shared/ui/NotFound';
import { blankPageRoutes, redirectRoutes, shellPageRoutes } from './pages';
import PublicOnly from './PublicOnly';
import RequireAuth from './RequireAuth';
import { appRoutes } from './routes';

const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'));
const LoginHomePage = lazyPage(() => import('@/features/auth/pages/LoginHomePage'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/RegisterPage'));
const RegisterResultPage = lazyPage(() => import('@/features/auth/pages/RegisterResultPage'));

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
      ...redirectRoutes,
      {
        // The shell renders the open tabs itself (each with its own location); these
        // entries only tell the router which paths belong to it.
        element: <BasicLayout table={appRoutes} pages={shellPageRoutes} />,
        children: shellPageRoutes.map((r) => ({ path: r.path, element: null })),
      },
      { element: <BlankLayout table={appRoutes} />, children: blankPageRoutes },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const createAppRouter = () => createHashRouter(routeObjects);
