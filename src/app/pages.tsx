import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { flatten } from '@/shared/nav/routeAccess';
import type { AppRoute } from '@/shared/nav/routeTypes';
import { lazyPage } from '@/shared/ui/lazyPage';
import Permitted from './Permitted';
import { appRoutes } from './routes';

const all = flatten(appRoutes);

function pageRoute(r: AppRoute): RouteObject {
  const Page = lazyPage(r.page!);
  return {
    path: r.path,
    element: (
      <Permitted route={r}>
        <Page />
      </Permitted>
    ),
  };
}

/** Pages inside the shell; the shell renders each open tab with these. */
export const shellPageRoutes: RouteObject[] = all.filter((r) => r.page && r.layout !== 'blank').map(pageRoute);

/** Pages outside the shell (big screens, detail pages). */
export const blankPageRoutes: RouteObject[] = all.filter((r) => r.page && r.layout === 'blank').map(pageRoute);

/** Group paths that open on their first page (e.g. /vehicle → /vehicle/operation-map). */
export const redirectRoutes: RouteObject[] = all
  .filter((r) => r.redirect)
  .map((r) => ({ path: r.path, element: <Navigate to={r.redirect!} replace /> }));
