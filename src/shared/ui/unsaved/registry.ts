/**
 * The forms with unsaved changes, by the route path of the page that holds them, so that
 * whatever would throw one away (a navigation, closing its console tab, the tab bar making
 * room, a reload or closing the browser tab) can ask first. A page under a hidden console
 * tab loses its effects but keeps its state: a form that detaches there stays listed while
 * the shell says its page is kept (`setRetainer`), and drops out once its tab is gone.
 */
interface Entry {
  path: string;
  /** its component's effects are gone (a hidden tab, or unmounted) */
  detached: boolean;
}

const entries = new Map<string, Entry>();
let retainer: ((path: string) => boolean) | null = null;

const live = (e: Entry) => !e.detached || (retainer?.(e.path) ?? false);

/** The route paths of the pages holding unsaved changes. */
export function dirtyPaths(): string[] {
  return [...new Set([...entries.values()].filter(live).map((e) => e.path))];
}

export const isDirty = (path: string): boolean => [...entries.values()].some((e) => e.path === path && live(e));

/** The form `id` on the page at `path` differs from what was loaded or saved. */
export function markDirty(id: string, path: string): void {
  entries.set(id, { path, detached: false });
  syncUnloadGuard();
}

/** The form `id` was saved or its changes reset. */
export function markClean(id: string): void {
  entries.delete(id);
  syncUnloadGuard();
}

/** The form's effects ended: it stays listed only while the shell keeps its page. */
export function detach(id: string): void {
  const e = entries.get(id);
  if (!e) return;
  if (retainer?.(e.path)) e.detached = true;
  else entries.delete(id);
  syncUnloadGuard();
}

/** The user chose to leave these pages: their changes are given up. */
export function discard(paths: readonly string[]): void {
  for (const [id, e] of entries) if (paths.includes(e.path)) entries.delete(id);
  syncUnloadGuard();
}

/** Set by the shell while it keeps hidden pages alive: whether the page at `path` is kept. */
export function setRetainer(fn: ((path: string) => boolean) | null): void {
  retainer = fn;
  for (const [id, e] of entries) if (e.detached && !live(e)) entries.delete(id);
  syncUnloadGuard();
}

/** For tests: forgets every form. */
export function resetUnsavedChanges(): void {
  entries.clear();
  retainer = null;
  syncUnloadGuard();
}

// A reload or closing the browser tab asks too (the browser's own dialog). The handler is set
// only while a form is dirty: a page with one is not kept in the back/forward cache.
function onBeforeUnload(e: BeforeUnloadEvent): void {
  if (dirtyPaths().length === 0) return;
  e.preventDefault();
  // older browsers show the dialog only when returnValue is set
  e.returnValue = '';
}

let unloadGuard = false;
function syncUnloadGuard(): void {
  if (typeof window === 'undefined') return;
  const want = entries.size > 0;
  if (want === unloadGuard) return;
  unloadGuard = want;
  if (want) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}
