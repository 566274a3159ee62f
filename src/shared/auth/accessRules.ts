import type { Endpoint } from '@contract/endpoint';

/**
 * Access expressions (validation rules and messages): "a,b" needs every code, "a||b" needs any.
 * A route's permission list is visible with any of its codes; 'all' is everyone's.
 * Pure (no store, no browser API), so Node tooling such as the route sweep can use it.
 */
export function hasAccess(codes: readonly string[] | null | undefined, expr: string | undefined): boolean {
  if (!expr || expr === 'all') return true;
  const held = new Set(codes ?? []);
  if (expr.includes('||')) return expr.split('||').some((c) => held.has(c.trim()) || c.trim() === 'all');
  return expr.split(',').every((c) => held.has(c.trim()) || c.trim() === 'all');
}

export function canSee(
  codes: readonly string[] | null | undefined,
  permission: readonly string[] | undefined,
): boolean {
  if (!permission || permission.length === 0) return true;
  const held = new Set(codes ?? []);
  return permission.some((c) => c === 'all' || held.has(c));
}

/** Whether these codes may call an endpoint: any of its codes (an open endpoint: anyone). */
export function mayCall(codes: readonly string[] | null | undefined, endpoint: Endpoint): boolean {
  if (endpoint.open) return true;
  const held = new Set(codes ?? []);
  return endpoint.codes.some((c) => held.has(c));
}
