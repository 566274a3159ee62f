import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/shared/auth/session';
import { useSite } from '@/shared/config/site';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import { routeAllowed } from '@/shared/nav/routeAccess';
import type { AppRoute } from '@/shared/nav/routeTypes';

/** A route the user may not see answers 404, never the page (DESIGN.md §6). */
export default function Permitted({ route, children }: { route: AppRoute; children: ReactNode }) {
  const codes = useSession((s) => s.codes);
  const site = useSite((s) => s.config);
  const siteStatus = useSite((s) => s.status);
  if (route.siteTypes && !site && (siteStatus === 'idle' || siteStatus === 'loading')) return <FullPageSpin />;
  return routeAllowed(route, codes, site?.webType) ? children : <Navigate to="/404" replace />;
}
