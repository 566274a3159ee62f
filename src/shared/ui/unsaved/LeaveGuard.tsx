import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type Location } from 'react-router-dom';
import { tabToClose } from '@/shared/nav/finished';
import { onAddressTyped } from './addressBar';
import { confirmLeave } from './confirmLeave';
import { discard, dirtyPaths } from './registry';

const pathOf = (key: string) => key.split(/[?#]/)[0];

/**
 * Which of the pages holding unsaved changes (`dirty`, route paths) a navigation to `next`
 * unmounts. Without kept-alive tabs: every one but the page navigated to.
 */
export type LeavePolicy = (next: Location, dirty: string[]) => string[];

export const leaveUnmountsOthers: LeavePolicy = (next, dirty) => dirty.filter((p) => p !== next.pathname);

/**
 * The pages whose unsaved changes a navigation to `next` throws away, as `policy` says,
 * never the page that finished (a form saved, naming itself in `finishedState`).
 */
export function droppedBy(next: Location, policy: LeavePolicy = leaveUnmountsOthers): string[] {
  const finished = tabToClose(next.state);
  const dirty = dirtyPaths().filter((p) => !finished || p !== pathOf(finished));
  return dirty.length ? policy(next, dirty) : [];
}

/** The location an address (`#/path?query`) names, as the router would read it. */
function locationOfHash(hash: string): Location {
  const url = new URL(hash.replace(/^#/, '') || '/', 'http://console');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'address-bar' };
}

/** Whether a history entry is the router's own (it numbers each one it makes). */
const isRouterEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number';

/**
 * Asks before a navigation (menu, breadcrumbs, links, back) throws away unsaved changes:
 * 离开 gives them up and goes on, 取消 stays with the typed values. One per layout
 * (a router has one blocker), inside its antd <App>.
 *
 * An address typed into the browser's address bar is an entry the router did not make, and
 * its blocker cannot stop it (it would go on and unmount the form unasked). Such an entry is
 * caught before the router reads it (addressBar.ts): the address goes back to the page's,
 * and the same question is asked; 离开 then opens the typed address.
 */
export default function LeaveGuard({ policy }: { policy?: LeavePolicy }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const shouldBlock = useCallback(
    ({ nextLocation }: { nextLocation: Location }) => droppedBy(nextLocation, policy).length > 0,
    [policy],
  );
  const blocker = useBlocker(shouldBlock);
  const ask = useCallback(
    (dropped: string[], leave: () => void, stay: () => void) => {
      const asked = confirmLeave(modal);
      let open = true;
      void asked.result.then((yes) => {
        if (!open) return;
        open = false;
        if (yes) {
          discard(dropped);
          leave();
        } else stay();
      });
      return () => {
        if (!open) return;
        open = false;
        asked.destroy();
      };
    },
    [modal],
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    return ask(droppedBy(blocker.location, policy), blocker.proceed, blocker.reset);
  }, [blocker, policy, ask]);

  // the page's own history entry, to put back when an address typed by hand is refused
  const here = useRef<{ state: unknown; href: string } | null>(null);
  useEffect(() => {
    here.current = { state: window.history.state, href: window.location.href };
  }, [location]);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      const page = here.current;
      if (!page || isRouterEntry(window.history.state)) return;
      const next = locationOfHash(window.location.hash);
      const dropped = droppedBy(next, policy);
      if (!dropped.length) return;
      // the router's own listener comes after this one: it never reads the entry
      e.stopImmediatePropagation();
      window.history.replaceState(page.state, '', page.href);
      pending.current?.();
      const to = `${next.pathname}${next.search}${next.hash}`;
      pending.current = ask(
        dropped,
        () => void navigate(to),
        () => undefined,
      );
    };
    const off = onAddressTyped(onPop);
    return () => {
      off();
      pending.current?.();
      pending.current = null;
    };
  }, [policy, ask, navigate]);
  return null;
}
