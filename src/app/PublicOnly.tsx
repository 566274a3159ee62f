import { Navigate, Outlet } from 'react-router-dom';
import { isLoggedIn, useSession } from '@/shared/auth/session';

/** Screens and routes: a signed-in user who opens /login is sent to /. */
export default function PublicOnly() {
  const token = useSession((s) => s.token);
  const objectId = useSession((s) => s.objectId);
  return isLoggedIn({ token, objectId }) ? <Navigate to="/" replace /> : <Outlet />;
}
