/**
 * Forms keep work in the console's tabs (issue 23): a form with unsaved changes in a tab
 * that is hidden keeps its values and leaves without asking (the tab keeps it); closing or
 * refreshing that tab asks 「有未保存的修改，确定离开吗？」 (取消 keeps tab and values,
 * 离开 closes it), and so does 关闭其他 from another tab; a clean tab closes at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabs } from '@/layouts/tabs/tabsStore';
import { dirtyPaths, resetUnsavedChanges } from '@/shared/ui/unsaved/registry';
import { setupBackend, signInForShell } from '../harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';
import { btn } from '../harness/queries';
import { leaveAskedBy, leaveNotAskedBy } from '../forms/leaveDialog';

setupBackend();

withDesktopWindow();
afterEach(() => {
  resetUnsavedChanges();
});

const FORM = '/work/new-work-order';
const tabKeys = () => useTabs.getState().tabs.map((t) => t.key);
const closeButton = (key: string) => document.querySelector<HTMLElement>(`[data-tab-key="${key}"] .shell-tabs__close`)!;

async function openDirtyForm() {
  await signInForShell('13800000000');
  useTabs.getState().setTabs([{ key: '/log', title: '首页', id: '/log', used: 1 }]);
  const rendered = renderApp(FORM);
  const title = await screen.findByRole('textbox', { name: '标题' }, { timeout: SHELL_TIMEOUT });
  await rendered.user.type(title, '电池仓锁不上');
  await waitFor(() => expect(dirtyPaths()).toEqual([FORM]));
  return rendered;
}

describe('unsaved forms in console tabs', SLOW, () => {
  it('a hidden tab keeps its typed values; closing it asks, 取消 keeps it, 离开 closes it', async () => {
    const { user } = await openDirtyForm();
    // to another tab: the form's tab keeps it, nothing is asked
    await leaveNotAskedBy(async () => {
      await user.click(screen.getByRole('tab', { name: /首页/ }));
      await expectHash('#/log');
    });
    expect(dirtyPaths()).toEqual([FORM]);

    const ask = await leaveAskedBy(() => user.click(closeButton(FORM)));
    await user.click(within(ask).getByRole('button', { name: btn('取消') }));
    expect(tabKeys()).toEqual(['/log', FORM]);

    // back on the tab, the typed title is still there
    await user.click(screen.getByRole('tab', { name: /新建工单/ }));
    await expectHash(`#${FORM}`);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('电池仓锁不上');

    const again = await leaveAskedBy(() => user.click(closeButton(FORM)));
    await user.click(within(again).getByRole('button', { name: btn('离开') }));
    await waitFor(() => expect(tabKeys()).toEqual(['/log']));
    await expectHash('#/log');
    expect(dirtyPaths()).toEqual([]);
  });

  it('关闭其他 from another tab asks for the dirty one; a clean tab closes without asking', async () => {
    const { user } = await openDirtyForm();
    await user.click(screen.getByRole('tab', { name: /首页/ }));
    await expectHash('#/log');
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    const ask = await leaveAskedBy(async () => user.click(await screen.findByText('关闭其他')));
    expect(ask).toHaveTextContent('「新建工单」中填写的内容尚未保存');
    await user.click(within(ask).getByRole('button', { name: btn('离开') }));
    await waitFor(() => expect(tabKeys()).toEqual(['/log']));

    // the form opened again starts clean: its tab closes at once
    window.location.hash = `#${FORM}`;
    await screen.findByRole('textbox', { name: '标题' }, { timeout: SHELL_TIMEOUT });
    await waitFor(() => expect(tabKeys()).toEqual(['/log', FORM]));
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('');
    await leaveNotAskedBy(async () => {
      await user.click(closeButton(FORM));
      await waitFor(() => expect(tabKeys()).toEqual(['/log']));
    });
  });
});
