/**
 * Each page's first commit, counted (lazyPage says it): the shell draws what the first screen
 * can do without once the page it opened with has been shown (src/layouts/useChromeShown.ts).
 */
let shows = 0;
const listeners = new Set<() => void>();

/** Said by a page's first commit (lazyPage). */
export function markPageShown(): void {
  shows += 1;
  for (const l of [...listeners]) l();
}

/** How many pages have been shown in this document. */
export const pagesShown = (): number => shows;

/** `listener` after each page's first commit, until the returned function is called. */
export function onPageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
