import type { ReactNode } from 'react';
import { useAccess, type AccessRule } from './access';

/**
 * Renders its children only when the user holds the codes: an expression ("a,b" all,
 * "a||b" any) or the write endpoint(s) the children call, whose declared codes decide.
 */
export default function Access({
  code,
  children,
  fallback = null,
}: {
  code: AccessRule;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAccess(code) ? children : fallback;
}
