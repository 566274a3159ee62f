/**
 * React's development build records an "owner stack" for every element it creates: an
 * `Error` captured in createElement / jsx (up to 10,000 a second), used only to point
 * React's console warnings at the component that created an element. In a profile of
 * shell/tabLimits that capture was 10 % of the CPU time. Tests read no owner stacks, so
 * they are off unless REACT_OWNER_STACKS=1 asks for them (when chasing a warning's source).
 * React then uses its "unknown owner" stack, as it does past its own per-second limit.
 */
import * as React from 'react';

type Internals = { recentlyCreatedOwnerStacks?: number };

export function skipOwnerStacks(): void {
  if (process.env.REACT_OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, Internals | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals) return;
  // React counts up and resets this every second; pinned at its limit, no stack is captured
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 1e4,
    set: () => undefined,
  });
}
