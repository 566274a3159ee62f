import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isLoggedIn, useSession } from '@/shared/auth/session';
import { loadProfile } from '@/shared/auth/profile';
import { notify } from '@/shared/http/notify';
import FullPageSpin from '@/shared/ui/FullPageSpin';

/**
 * The guard of every route that needs sign-in (SPEC.md §2, §4): visitors go to
 * /login-home?redirect=; after sign-in the permission codes are fetched once.
 */
export default function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const objectId = useSession((s) => s.objectId);
  const codes = useSession((s) => s.codes);
  const [failed, setFailed] = useState(false);
  const signedIn = isLoggedIn({ token, objectId });
  const wanted = location.pathname + location.search;

  useEffect(() => {
    if (!signedIn || codes !== null || failed) return undefined;
    // the answer outlives this effect (StrictMode runs it twice: one request serves both)
    let gone = false;
    loadProfile().catch((e: unknown) => {
      if (gone) return;
      console.warn('user info failed', e instanceof Error ? e.message : e);
      notify('error', '错误', '请求用户信息失败，请重试');
      setFailed(true);
      useSession.getState().logout();
      navigate(`/login-home?redirect=${encodeURIComponent(wanted)}`, { replace: true });
    });
    return () => {
      gone = true;
    };
  }, [signedIn, codes, failed, navigate, wanted]);

  if (!signedIn) return <Navigate to={`/login-home?redirect=${encodeURIComponent(wanted)}`} replace />;
  if (codes === null) return <FullPageSpin tip="正在加载权限…" />;
  return <Outlet />;
}
