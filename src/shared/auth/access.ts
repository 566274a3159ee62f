import type { Permission } from '@contract/codes';
import { useSession } from './session';
import { hasAccess } from './accessRules';

export { canSee, hasAccess } from './accessRules';

/** A code of the catalogue, or an expression of codes: "a,b" needs every one, "a||b" any. */
export type AccessExpr = Permission | `${Permission},${string}` | `${Permission}||${string}`;

export function useAccess(expr: AccessExpr | undefined): boolean {
  const codes = useSession((s) => s.codes);
  return hasAccess(codes, expr);
}
