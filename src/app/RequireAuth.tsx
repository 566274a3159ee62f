import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isLoggedIn, useSession } from '@/shared/auth/session';
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
 * /login-home?redirect=; after sign-in the permission codes are fetched once. Right after a
 * fresh sign-in any failure of that fetch says 请求用户信息失败，请重试 and signs out to the
 * login page. On a reload of a session only an answer that says the session is over (401, a
 * refused signature) signs out; when the server cannot be reached (it restarts) the operator
 * stays signed in and is offered 重试.
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
      notify('error', '错误', '请求用户信息失败，请重试');
      useSession.getState().logout();
      navigate(`/login-home?redirect=${encodeURIComponent(wanted)}`, { replace: true });
    });
    return () => {
      gone = true;
    };
  }, [signedIn, codes, failure, navigate, wanted]);

  if (!signedIn) return <Navigate to={`/login-home?redirect=${encodeURIComponent(wanted)}`} replace />;
  if (codes === null && failure) {
    return (
      <div style={{ maxWidth: 520, margin: '15vh auto', padding: '0 16px' }}>
        <Suspense fallback={null}>
          <LoadFailed
            title={unreachable(failure) ? '无法连接服务器' : '请求用户信息失败'}
            error={failure instanceof Error ? failure.message : String(failure)}
            onRetry={() => setFailure(null)}
          />
        </Suspense>
      </div>
    );
  }
  if (codes === null) return <FullPageSpin tip="正在加载权限…" />;
  return <Outlet />;
}
