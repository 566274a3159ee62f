import { useSession } from './session';
import { hasAccess } from './accessRules';

export { canSee, hasAccess } from './accessRules';

export function useAccess(expr: string | undefined): boolean {
  const codes = useSession((s) => s.codes);
  return hasAccess(codes, expr);
}
