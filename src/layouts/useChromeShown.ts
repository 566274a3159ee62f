import { startTransition, useEffect, useState } from 'react';
import { loadedQueryClient } from '@/shared/query/current';
import { onPageShown, pagesShown } from '@/shared/ui/pageShown';

/**
 * How long the shell waits before it draws the rest anyway: for its first page (one that cannot
 * load, a refusal), then for that page's reads to be answered.
 */
export const CHROME_WAIT_MS = 1500;

/** Once drawn, the rest of the shell is drawn at once (another account's shell, a remount). */
let drawn = false;

/** `fn` when the browser is idle (after the frames the page's answers drew), or a moment later where it cannot say. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}

/**
 * `done` once nothing is being read (a page that reads nothing has loaded no query client) and
 * the browser is idle; a read that starts meanwhile waits again. Returns the cancel.
 */
function whenReadsSettled(done: () => void): () => void {
  const client = loadedQueryClient();
  let cancelIdle: (() => void) | null = null;
  const check = () => {
    const quiet = !client || client.isFetching() === 0;
    if (quiet && !cancelIdle) cancelIdle = whenIdle(done);
    else if (!quiet && cancelIdle) {
      cancelIdle();
      cancelIdle = null;
    }
  };
  const unsubscribe = client?.getQueryCache().subscribe(check);
  check();
  return () => {
    cancelIdle?.();
    unsubscribe?.();
  };
}

/**
 * Whether the shell draws the parts the first screen can do without: the tab bar, the header's
 * right side (scope, search, downloads, the operator's menu) and the chat button. The first
 * time a shell mounts in the document they come once its page has committed, that page's reads
 * have been answered and the browser is idle (each wait ending after CHROME_WAIT_MS at most), in
 * a transition: a cold load's page commits and draws without their antd styles (Tabs, Dropdown,
 * Tooltip, Badge, Avatar, FloatButton: ~90 KB of CSS), their render or the tab bar's measuring.
 */
export function useChromeShown(): boolean {
  const [since] = useState(pagesShown);
  const [shown, setShown] = useState(drawn);
  useEffect(() => {
    if (shown) return undefined;
    const show = () => {
      if (drawn) return;
      drawn = true;
      // for the map benchmark's timeline (scripts/bench-map.mjs --detail)
      performance.mark('shell:rest asked');
      startTransition(() => setShown(true));
    };
    let cancel = () => {};
    const cap = setTimeout(() => {
      cancel();
      show();
    }, CHROME_WAIT_MS);
    const settle = () => {
      cancel();
      clearTimeout(cap);
      // a second wait of its own for the reads
      const last = setTimeout(show, CHROME_WAIT_MS);
      const stop = whenReadsSettled(show);
      cancel = () => {
        clearTimeout(last);
        stop();
      };
    };
    if (pagesShown() > since) settle();
    else {
      const off = onPageShown(() => {
        if (pagesShown() > since) settle();
      });
      cancel = off;
    }
    return () => {
      clearTimeout(cap);
      cancel();
    };
  }, [shown, since]);
  useEffect(() => {
    if (shown && !performance.getEntriesByName('shell:rest drawn').length) performance.mark('shell:rest drawn');
  }, [shown]);
  return shown;
}
