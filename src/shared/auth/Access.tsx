import type { ReactNode } from 'react';
import { useAccess, type AccessExpr } from './access';

/** Renders its children only when the user holds the codes (SPEC.md §5 action directive). */
export default function Access({ code, children, fallback = null }: { code: AccessExpr; children: ReactNode; fallback?: ReactNode }) {
  return useAccess(code) ? children : fallback;
}
