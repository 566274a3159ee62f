import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canSee } from '@/shared/auth/accessRules';
import { useSession } from '@/shared/auth/session';
import { useSite } from '@/shared/config/site';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import { ErrorView } from '@/shared/ui/PageErrorBoundary';
import { routeAllowed } from '@/shared/nav/routeAccess';
import type { AppRoute } from '@/shared/nav/routeTypes';

/**
 * A route the user may not see answers 404, never the page (permission codes). A typed
 * address is checked against every route on the way from its group down to the page
 * (`trail`, top first): holding 0301 without 03 does not open /vehicle/operation-map.
 */
export default function Permitted({ trail, children }: { trail: AppRoute[]; children: ReactNode }) {
  const route = trail[trail.length - 1];
  const codes = useSession((s) => s.codes);
  const site = useSite((s) => s.config);
  const siteStatus = useSite((s) => s.status);
  const siteError = useSite((s) => s.error);
  if (route.siteTypes && !site && (siteStatus === 'idle' || siteStatus === 'loading')) return <FullPageSpin />;
  // whether a site-type route is open is unknown without the site config: say so, offer a retry
  if (route.siteTypes && !site && canSee(codes, route.meta?.permission)) {
    return (
      // (ErrorView: antd's Result with its illustrations would load with every signed-in page)
      <ErrorView
        title="站点配置加载失败"
        detail={siteError ?? '无法确定此页面是否对本站点开放'}
        actions={
          <Button type="primary" onClick={() => void useSite.getState().load(true)}>
            重试
          </Button>
        }
      />
    );
  }
  const open = trail.every((r) => routeAllowed(r, codes, site?.webType));
  return open ? children : <Navigate to="/404" replace />;
}
