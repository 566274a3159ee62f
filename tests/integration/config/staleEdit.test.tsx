/**
 * A save made on a version someone else replaced, in an edit dialog (CrudListPage): the
 * dialog says 该记录已被他人修改，请刷新后重试, keeps what the operator typed, and offers 加载最新,
 * which puts the record as it now stands in the form; saved on it, the edit goes through.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RepairConfigPage from '@/features/config/pages/RepairConfigPage';
import { getFaultTypes } from '@mocks/db/config';
import { STALE_EDIT, touch } from '@mocks/lib/version';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, dialog, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/backend/repair-config';

describe('a stale save in an edit form', SLOW, () => {
  it('shows why, keeps what was typed, and 加载最新 brings the current record to save on', async () => {
    const { user, seen } = await openPage(RepairConfigPage, PATH, { capture: '/platform/config/fault' });
    await waitForRows(17);
    await user.click(within(rowOf('FT001')).getByRole('button', { name: btn('编辑') }));
    const d = await dialog('编辑故障类型');
    const name = within(d).getByRole('textbox', { name: '故障名称' });
    const loadedAt = getFaultTypes().find((f) => f.id === 'FT001')!.updatedAt;

    // meanwhile another operator renames it
    touch(Object.assign(getFaultTypes().find((f) => f.id === 'FT001')!, { name: '他人改的名称', remark: '他人备注' }));

    await user.clear(name);
    await user.type(name, '我改的名称');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText(STALE_EDIT)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ id: 'FT001', updatedAt: loadedAt });
    expect(name).toHaveValue('我改的名称');
    expect(getFaultTypes().find((f) => f.id === 'FT001')!.name).toBe('他人改的名称');

    await user.click(within(d).getByRole('button', { name: btn('加载最新') }));
    await waitFor(() => expect(name).toHaveValue('他人改的名称'));
    expect(within(d).getByRole('textbox', { name: '备注' })).toHaveValue('他人备注');
    expect(within(d).queryByText(STALE_EDIT)).toBeNull();

    await user.clear(name);
    await user.type(name, '我改的名称');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('FT001')).getByText('我改的名称')).toBeInTheDocument());
    const stored = getFaultTypes().find((f) => f.id === 'FT001')!;
    expect(stored).toMatchObject({ name: '我改的名称', remark: '他人备注' });
    expect(screen.queryByText(STALE_EDIT)).toBeNull();
  });
});
