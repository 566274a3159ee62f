import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { tabToClose } from '@/shared/nav/finished';
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

/**
 * Asks before a navigation (menu, breadcrumbs, links, back) throws away unsaved changes:
 * 离开 gives them up and goes on, 取消 stays with the typed values. One per layout
 * (a router has one blocker), inside its antd <App>.
 */
export default function LeaveGuard({ policy }: { policy?: LeavePolicy }) {
  const { modal } = App.useApp();
  const shouldBlock = useCallback(
    ({ nextLocation }: { nextLocation: Location }) => droppedBy(nextLocation, policy).length > 0,
    [policy],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dropped = droppedBy(blocker.location, policy);
    const ask = confirmLeave(modal);
    let open = true;
    void ask.result.then((leave) => {
      if (!open) return;
      open = false;
      if (leave) {
        discard(dropped);
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      if (!open) return;
      open = false;
      ask.destroy();
    };
  }, [blocker, policy, modal]);
  return null;
}
