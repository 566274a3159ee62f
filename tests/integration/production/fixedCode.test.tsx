/**
 * /production/fixedCode (06, site types campus and fixedCode): vehicles with and without
 * a code are listed (QR drawn for the generated ones); generating for the chosen vehicles
 * gives them a code; a range over the batch limit is refused with the reason and nothing
 * is generated; the print sheet shows one label per chosen vehicle with a code; on a site
 * type without fixed codes the backend refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FixedCodePage from '@/features/production/pages/FixedCodePage';
import { fixedCodeApi } from '@/features/production/api';
import { getSiteSettings } from '@mocks/db/config';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, dialog, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const PAGE = '/production/fixedCode';
const check = (no: string) => within(rowOf(no)).getByRole('checkbox');

describe(PAGE, SLOW, () => {
  it('generates codes for the chosen vehicles, which leave the 未生成 list', async () => {
    const { user, seen } = await openPage(FixedCodePage, `${PAGE}?generated=no`, {
      capture: '/platform/production/fixed-code',
    });
    const rows = await waitForRows(2);
    const [a, b] = rows;
    expect(within(rowOf(a)).getByText('未生成')).toBeInTheDocument();
    await user.click(check(a));
    await user.click(check(b));
    await user.click(screen.getByRole('button', { name: /生成二维码/ }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ vehicleNos: [a, b], regenerate: false }),
    );
    // the list (未生成) no longer holds them
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${a}"]`)).toBeNull());

    const list = await fixedCodeApi.list({ page: 1, pageSize: 20, keyword: a });
    expect(list.items[0].code).toMatch(/^FC[2-9A-HJKMNP-Z]{10}$/);
  });

  it('the print sheet holds a QR label for each chosen vehicle with a code', async () => {
    const { user } = await openPage(FixedCodePage, `${PAGE}?generated=yes`);
    const [a, b] = await waitForRows(2);
    expect(within(rowOf(a)).getByLabelText(`二维码 ${a}`)).toBeInTheDocument();
    await user.click(check(a));
    await user.click(check(b));
    await user.click(screen.getByRole('button', { name: /打印选中/ }));
    const d = await dialog('打印固定码（2 张）');
    const sheet = within(d).getByLabelText('打印预览');
    expect(sheet.querySelectorAll('.fixed-code-label')).toHaveLength(2);
    expect(sheet.querySelectorAll('svg')).toHaveLength(2);
    expect(sheet).toHaveTextContent(a);
  });

  it('a range over the batch limit is refused with the reason and nothing is generated', async () => {
    const { user, seen } = await openPage(FixedCodePage, PAGE, { capture: '/platform/production/fixed-code' });
    await waitForRows();
    await user.click(screen.getByRole('button', { name: '按编号段生成' }));
    const d = await dialog('按编号段生成二维码');
    await user.type(within(d).getByRole('spinbutton', { name: '起始车辆编号' }), '8600000');
    await user.type(within(d).getByRole('spinbutton', { name: '结束车辆编号' }), '8601000');
    await user.click(within(d).getByRole('button', { name: btn('生成') }));
    expect(await within(d).findByText('单次最多生成 500 个二维码')).toBeInTheDocument();
    const before = (await fixedCodeApi.list({ page: 1, pageSize: 20, generated: 'yes' })).total;
    expect(before).toBe(200);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('on a site type without fixed codes the backend refuses', async () => {
    await signInAs();
    getSiteSettings().webType = 'standard';
    await expect(fixedCodeApi.list({ page: 1, pageSize: 20 })).rejects.toThrow('当前站点类型不支持固定码');
  });
});
