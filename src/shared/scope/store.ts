import { create } from 'zustand';
import { useSession } from '@/shared/auth/session';
import { storage } from '@/shared/utils/storage';

/**
 * The header scope (screens and routes, entity fields, states and transitions): the franchisees and service areas the
 * operator chose in the header, and the big screens' own area selection.
 * `undefined` means all. Persisted under the namespace prefix (key 'scope'),
 * cleared whenever the access token changes (log out, 401, a new sign-in).
 */
export interface ScopeSelection {
  agentIds?: string[];
  opAreaIds?: string[];
  bigScreenAreaIds?: string[];
}

interface ScopeState extends ScopeSelection {
  setAgents(ids?: string[]): void;
  setAreas(ids?: string[]): void;
  setBigScreenAreas(ids?: string[]): void;
  clear(): void;
}

export const SCOPE_STORAGE_KEY = 'scope';

/** An empty list is never stored: "nothing" would read as "no filter" on the server. */
const norm = (ids?: string[]): string[] | undefined => (ids && ids.length ? [...ids] : undefined);

function load(): ScopeSelection {
  const s = storage.get<ScopeSelection>(SCOPE_STORAGE_KEY);
  if (!s || typeof s !== 'object') return {};
  const list = (v: unknown) => (Array.isArray(v) ? norm(v.map(String)) : undefined);
  return { agentIds: list(s.agentIds), opAreaIds: list(s.opAreaIds), bigScreenAreaIds: list(s.bigScreenAreaIds) };
}

function save(s: ScopeSelection): void {
  if (!s.agentIds && !s.opAreaIds && !s.bigScreenAreaIds) storage.remove(SCOPE_STORAGE_KEY);
  else
    storage.set<ScopeSelection>(SCOPE_STORAGE_KEY, {
      agentIds: s.agentIds,
      opAreaIds: s.opAreaIds,
      bigScreenAreaIds: s.bigScreenAreaIds,
    });
}

export const useScope = create<ScopeState>((set, get) => {
  const update = (patch: ScopeSelection) => {
    set(patch);
    save(get());
  };
  return {
    ...load(),
    setAgents: (ids) => update({ agentIds: norm(ids) }),
    setAreas: (ids) => update({ opAreaIds: norm(ids) }),
    setBigScreenAreas: (ids) => update({ bigScreenAreaIds: norm(ids) }),
    clear: () => update({ agentIds: undefined, opAreaIds: undefined, bigScreenAreaIds: undefined }),
  };
});

// Another operator's selection must never leak into the next session: any change
// of the access token (log out, 401, a fresh sign-in) resets the scope to all.
// A page reload keeps the token and so keeps the selection.
useSession.subscribe((s, prev) => {
  if (s.token !== prev.token) useScope.getState().clear();
});

/**
 * The scope of a confirmed selection dialog (states and transitions): every item selected →
 * undefined (all); otherwise the chosen ids, in the order of `all`.
 */
export function selectionToScope(selected: readonly string[], all: readonly string[]): string[] | undefined {
  const chosen = new Set(selected);
  if (all.every((id) => chosen.has(id))) return undefined;
  return all.filter((id) => chosen.has(id));
}

/** Query parameters of the header scope, comma-joined; absent when all are selected. */
export function scopeParams(s: ScopeSelection = useScope.getState()): { agentIds?: string; opAreaIds?: string } {
  const out: { agentIds?: string; opAreaIds?: string } = {};
  if (s.agentIds?.length) out.agentIds = s.agentIds.join(',');
  if (s.opAreaIds?.length) out.opAreaIds = s.opAreaIds.join(',');
  return out;
}
