import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isLoggedIn, useSession } from '@/shared/auth/session';
import { rereadSiteIfLost } from '@/shared/config/site';
import { loadProfile } from '@/shared/auth/profile';
import { ApiError, endsSession } from '@/shared/http/errors';
import { notify } from '@/shared/http/notify';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import { themed } from '@/shared/ui/theme/themed';

// Shown only when the permission fetch fails: antd's Alert stays off the first load.
const LoadFailed = lazy(themed(() => import('@/shared/ui/LoadFailed')));

/** No answer or a server failure: the server is away, the session may well be fine. */
const unreachable = (e: unknown) => e instanceof ApiError && (e.kind === 'network' || (e.status ?? 0) >= 500);

/**
 * The guard of every route that needs sign-in: visitors go to
 * /login-home?redirect=; a session that ends on this page (a sign-out, a 401) goes to
 * /login?redirect= with the path it was on. After sign-in the permission codes are fetched
 * once. Right after a fresh sign-in any failure of that fetch (other than a 401) says
 * 请求用户信息失败，请重试 and signs out to /login-home?redirect=. On a reload of a session
 * only an answer that says the session is over (401, a refused signature) signs out; when the
 * server cannot be reached (it restarts) the operator stays signed in and is offered 重试.
 */
export default function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const objectId = useSession((s) => s.objectId);
  const codes = useSession((s) => s.codes);
  const [failure, setFailure] = useState<unknown>(null);
  const signedIn = isLoggedIn({ token, objectId });
  const wanted = location.pathname + location.search;
  const exit = useSession((s) => s.exit);

  useEffect(() => {
    if (!signedIn || codes !== null || failure) return undefined;
    // the answer outlives this effect (StrictMode runs it twice: one request serves both)
    let gone = false;
    loadProfile().catch((e: unknown) => {
      if (gone) return;
      console.warn('user info failed', e instanceof Error ? e.message : e);
      if (!endsSession(e) && !useSession.getState().fresh) {
        setFailure(e);
        return;
      }
      // a 401 has ended the session already (未授权, to the form with the redirect)
      if (e instanceof ApiError && e.status === 401) return;
      notify('error', '错误', '请求用户信息失败，请重试');
      useSession.getState().logout('/login-home');
      void navigate(`/login-home?redirect=${encodeURIComponent(wanted)}`, { replace: true });
    });
    return () => {
      gone = true;
    };
  }, [signedIn, codes, failure, navigate, wanted]);

  if (!signedIn) {
    // a sign-out or a 401 has set the address already (/login?redirect=<the page it was on>),
    // the router follows it; this render may still see an older location
    if (exit === '/login' && window.location.hash.startsWith('#/login')) return null;
    return <Navigate to={`${exit}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (codes === null && failure) {
    return (
      <div style={{ maxWidth: 520, margin: '15vh auto', padding: '0 16px' }}>
        <Suspense fallback={null}>
          <LoadFailed
            title={unreachable(failure) ? '无法连接服务器' : '请求用户信息失败'}
            error={failure instanceof Error ? failure.message : String(failure)}
            onRetry={() => {
              setFailure(null);
              rereadSiteIfLost();
            }}
          />
        </Suspense>
      </div>
    );
  }
  if (codes === null) return <FullPageSpin tip="正在加载权限…" />;
  return <Outlet />;
}
