/**
 * Without multi-tab, leaving a page unmounts it: a menu click away from a form with
 * unsaved changes asks 「有未保存的修改，确定离开吗？」 — 取消 stays with the typed
 * values, 离开 opens the chosen page (issue 23). So does an address typed into the browser's
 * address bar, which the router's own blocker cannot stop.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisplay } from '@/shared/config/display';
import { dirtyPaths, resetUnsavedChanges } from '@/shared/ui/unsaved/registry';
import { leaveAskedBy } from '../forms/leaveDialog';
import { setupBackend, signInForShell } from '../harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';
import { btn } from '../harness/queries';

setupBackend();

withDesktopWindow();
afterEach(() => {
  resetUnsavedChanges();
});

const FORM = '/work/new-work-order';

const menuEntry = (title: string) =>
  waitFor(
    () => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-menu-title-content')).find(
        (e) => e.textContent === title,
      );
      if (!found) throw new Error(`no menu entry ${title}`);
      return found;
    },
    { timeout: SHELL_TIMEOUT },
  );

/** The new work order's form, signed in without multi-tab, with a title typed and not saved. */
async function typedIntoForm() {
  await signInForShell('13800000000');
  useDisplay.getState().set({ multiTab: false });
  const { user } = renderApp(FORM);
  const title = await screen.findByRole('textbox', { name: '标题' }, { timeout: SHELL_TIMEOUT });
  await user.type(title, '电池仓锁不上');
  await waitFor(() => expect(dirtyPaths()).toEqual([FORM]));
  return { user };
}

describe('unsaved form without multi-tab', SLOW, () => {
  it('a menu click away asks: 取消 keeps the typed values, 离开 opens the page', async () => {
    const { user } = await typedIntoForm();

    const ask = await leaveAskedBy(async () => user.click(await menuEntry('查看工单')));
    await user.click(within(ask).getByRole('button', { name: btn('取消') }));
    await expectHash(`#${FORM}`);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('电池仓锁不上');

    const again = await leaveAskedBy(async () => user.click(await menuEntry('查看工单')));
    await user.click(within(again).getByRole('button', { name: btn('离开') }));
    await expectHash('#/work/view-tickets');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '标题' })).not.toBeInTheDocument());
    expect(dirtyPaths()).toEqual([]);
  });

  it('an address typed by hand asks too: 取消 puts the page’s address back with the typed values, 离开 opens the typed one', async () => {
    const { user } = await typedIntoForm();

    const typed = () => {
      window.location.hash = '#/work/view-tickets?status=open';
      return Promise.resolve();
    };
    const ask = await leaveAskedBy(typed);
    await expectHash(`#${FORM}`);
    await user.click(within(ask).getByRole('button', { name: btn('取消') }));
    await expectHash(`#${FORM}`);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('电池仓锁不上');
    expect(dirtyPaths()).toEqual([FORM]);

    const again = await leaveAskedBy(typed);
    await user.click(within(again).getByRole('button', { name: btn('离开') }));
    await expectHash('#/work/view-tickets?status=open');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '标题' })).not.toBeInTheDocument());
    expect(dirtyPaths()).toEqual([]);
  });
});
