import type { Permission } from '@contract/codes';
import type { Endpoint } from '@contract/endpoint';
import { useSession } from './session';
import { hasAccess, mayCall } from './accessRules';

export { canSee, hasAccess, mayCall } from './accessRules';

/** A code of the catalogue, or an expression of codes: "a,b" needs every one, "a||b" any. */
export type AccessExpr = Permission | `${Permission},${string}` | `${Permission}||${string}`;

/**
 * What a control needs: an expression of codes, or the endpoint(s) it calls (a descriptor
 * of contract/endpoints/ or contract/actions.ts), so a control is shown exactly to whoever
 * may call its endpoint and the two cannot drift. A list of endpoints needs every one of them.
 */
export type AccessRule = AccessExpr | Endpoint | readonly Endpoint[];

/** Whether these codes satisfy a rule (pure). */
export function allows(codes: readonly string[] | null | undefined, rule: AccessRule | undefined): boolean {
  if (rule === undefined || typeof rule === 'string') return hasAccess(codes, rule);
  if ('method' in rule) return mayCall(codes, rule);
  return rule.every((e) => mayCall(codes, e));
}

export function useAccess(rule: AccessRule | undefined): boolean {
  const codes = useSession((s) => s.codes);
  return allows(codes, rule);
}
