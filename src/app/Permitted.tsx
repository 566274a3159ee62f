import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { canSee } from '@/shared/auth/access';
import { useSession } from '@/shared/auth/session';

/** A route the user may not see answers 404, never the page (DESIGN.md §6). */
export default function Permitted({ permission, children }: { permission?: string[]; children: ReactNode }) {
  const codes = useSession((s) => s.codes);
  return canSee(codes, permission) ? children : <Navigate to="/404" replace />;
}
