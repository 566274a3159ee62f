/**
 * Forms keep work (issue 23): a form whose values differ from what was loaded asks
 * 「有未保存的修改，确定离开吗？」 before a navigation throws them away (离开 leaves,
 * 取消 keeps the typed values), a clean or saved form leaves without asking, a failed
 * save stays dirty, a dialog form asks only while open, and the browser's own
 * beforeunload dialog is armed only while something is unsaved.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FormPage, { useFormPageSave } from '@/shared/ui/FormPage';
import ModalForm from '@/shared/ui/ModalForm';
import LeaveGuard from '@/shared/ui/unsaved/LeaveGuard';
import { dirtyPaths, resetUnsavedChanges } from '@/shared/ui/unsaved/registry';
import { pastThrottle } from '../../clock';
import { leaveAskedBy, leaveNotAskedBy } from './leaveDialog';

afterEach(() => resetUnsavedChanges());

// a busy machine may take more than Testing Library's default second to render a page
const SLOW_RENDER = { timeout: 10000 };

interface Vehicle {
  name: string;
}

function EditPage({ run }: { run: (v: Vehicle) => Promise<unknown> }) {
  const [form] = Form.useForm<Vehicle>();
  const save = useFormPageSave(form, { editing: true, noun: '车辆', list: '/list', run });
  return (
    <>
      <Link to="/list">车辆列表</Link>
      <FormPage title="编辑车辆" {...save}>
        <Form<Vehicle> form={form} initialValues={{ name: '一号车' }}>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
            <Input aria-label="名称" />
          </Form.Item>
        </Form>
      </FormPage>
    </>
  );
}

function DialogPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link to="/list">车辆列表</Link>
      <Button onClick={() => setOpen(true)}>新增备注</Button>
      <ModalForm<{ note: string }>
        title="新增备注"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={() => Promise.resolve()}
      >
        <Form.Item name="note" label="备注">
          <Input aria-label="备注" />
        </Form.Item>
      </ModalForm>
    </>
  );
}

function renderAt(path: string, run: (v: Vehicle) => Promise<unknown> = () => Promise.resolve()) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AntApp>
            <LeaveGuard />
            <Outlet />
          </AntApp>
        ),
        children: [
          { path: '/edit', element: <EditPage run={run} /> },
          { path: '/dialog', element: <DialogPage /> },
          { path: '/list', element: <h1>车辆列表页</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { user, router };
}

async function typeName(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = await screen.findByRole('textbox', { name: '名称' }, SLOW_RENDER);
  await user.clear(input);
  await user.type(input, text);
  // the form's values reach its watchers in a macrotask
  await waitFor(() => expect(dirtyPaths()).toEqual(['/edit']), SLOW_RENDER);
}

function unloadPrevented(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

describe('unsaved changes', () => {
  it('a clean form leaves without asking', async () => {
    const { user } = renderAt('/edit');
    const link = await screen.findByRole('link', { name: '车辆列表' }, SLOW_RENDER);
    await leaveNotAskedBy(async () => {
      await user.click(link);
      await screen.findByRole('heading', { name: '车辆列表页' }, SLOW_RENDER);
    });
  });

  it('a dirty form asks before a link leaves: 取消 keeps the typed values, 离开 leaves', async () => {
    const { user, router } = renderAt('/edit');
    await typeName(user, '二号车');
    const ask = await leaveAskedBy(() => user.click(screen.getByRole('link', { name: '车辆列表' })));
    await user.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('二号车');

    // 取消 on the form page goes back to the list: the same question
    const again = await leaveAskedBy(() => user.click(screen.getAllByRole('button', { name: /取\s*消/ })[0]));
    await user.click(within(again).getByRole('button', { name: /离\s*开/ }));
    await screen.findByRole('heading', { name: '车辆列表页' }, SLOW_RENDER);
    expect(dirtyPaths()).toEqual([]);
  });

  it('typing the loaded value back makes the form clean again', async () => {
    const { user } = renderAt('/edit');
    await typeName(user, '二号车');
    await user.clear(screen.getByRole('textbox', { name: '名称' }));
    await user.type(screen.getByRole('textbox', { name: '名称' }), '一号车');
    await waitFor(() => expect(dirtyPaths()).toEqual([]), SLOW_RENDER);
    await user.click(screen.getByRole('link', { name: '车辆列表' }));
    await screen.findByRole('heading', { name: '车辆列表页' }, SLOW_RENDER);
  });

  it('a saved form goes back to its list without asking', async () => {
    const run = vi.fn(() => Promise.resolve());
    const { user } = renderAt('/edit', run);
    await typeName(user, '二号车');
    await leaveNotAskedBy(async () => {
      await user.click(screen.getByRole('button', { name: /保\s*存/ }));
      await screen.findByRole('heading', { name: '车辆列表页' }, SLOW_RENDER);
    });
    expect(run).toHaveBeenCalledWith({ name: '二号车' });
    expect(dirtyPaths()).toEqual([]);
  });

  it('a refused save keeps the form dirty: leaving still asks', async () => {
    const run = vi.fn(() => Promise.reject(new Error('车辆名称已存在')));
    const { user, router } = renderAt('/edit', run);
    await typeName(user, '二号车');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('车辆名称已存在', {}, SLOW_RENDER)).toBeInTheDocument();
    await pastThrottle();
    const ask = await leaveAskedBy(() => user.click(screen.getByRole('link', { name: '车辆列表' })));
    await user.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('二号车');
  });

  it('a dialog form asks only while it is open with changes', async () => {
    const { user } = renderAt('/dialog');
    await user.click(await screen.findByRole('button', { name: '新增备注' }, SLOW_RENDER));
    const dialog = await screen.findByRole('dialog', { name: '新增备注' }, SLOW_RENDER);
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '电池松动');
    await waitFor(() => expect(dirtyPaths()).toEqual(['/dialog']), SLOW_RENDER);
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(dirtyPaths()).toEqual([]), SLOW_RENDER);
    await leaveNotAskedBy(async () => {
      await user.click(screen.getByRole('link', { name: '车辆列表' }));
      await screen.findByRole('heading', { name: '车辆列表页' }, SLOW_RENDER);
    });
  });

  it('the browser’s beforeunload dialog is armed only while a form is dirty', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const unloadCalls = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === 'beforeunload').length;
    const { user } = renderAt('/edit');
    await screen.findByRole('textbox', { name: '名称' }, SLOW_RENDER);
    expect(unloadPrevented()).toBe(false);
    expect(unloadCalls(add)).toBe(0);

    await typeName(user, '二号车');
    expect(unloadCalls(add)).toBe(1);
    expect(unloadPrevented()).toBe(true);

    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByRole('heading', { name: '车辆列表页' }, SLOW_RENDER);
    expect(unloadCalls(remove)).toBe(1);
    expect(unloadPrevented()).toBe(false);
    add.mockRestore();
    remove.mockRestore();
  });
});
