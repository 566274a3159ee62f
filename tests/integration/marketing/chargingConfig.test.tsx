/**
 * /marketing/charging-config (1702) against the embedded backend: the area filter is
 * sent, editing a rule (typed in yuan, sent in fen) changes its row with a live cost
 * preview, a rule for an unpriced area is added, a second rule for an area is refused
 * with the form kept, delete asks first, a failed load offers 重试, and a user
 * without 1702 is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChargingConfigPage from '@/features/marketing/pages/ChargingConfigPage';
import { http } from '@/shared/http/client';
import { getPricing } from '@mocks/db/marketing';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectRetriedLoad, expectOperationsRefused, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/charging-config';

/** Signed in, 计费配置 open and 西湖's rule (PR001) in its edit dialog; the pricing requests seen. */
async function editWestLakeRule() {
  const { user, seen } = await openPage(ChargingConfigPage, PATH, { capture: '/platform/marketing/pricing' });
  await waitForRows(2);
  await user.click(within(rowOf('PR001')).getByRole('button', { name: btn('编辑') }));
  return { seen, user, d: await dialog('编辑计费规则') };
}

describe(PATH, SLOW, () => {
  it('the service-area filter is sent and lists only that area', async () => {
    const { user, seen } = await openPage(ChargingConfigPage, PATH, { capture: '/platform/marketing/pricing' });
    expect(await waitForRows(2)).toEqual(['PR001', 'PR002']);
    await choose(user, '服务区', '滨江服务区');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, serviceAreaId: 'SA002' }));
    await waitFor(() => expect(rowKeys()).toEqual(['PR002']));
    expect(within(rowOf('PR002')).getByText('¥2.00 / 15 分钟')).toBeInTheDocument();
  });

  it('editing a rule previews a 25-minute ride and sends fen; the row shows the new price', async () => {
    const { seen, user, d } = await editWestLakeRule();
    expect(within(d).getByText('骑行 25 分钟费用：¥2.50')).toBeInTheDocument();
    const unit = within(d).getByRole('textbox', { name: '续费单价' });
    await user.clear(unit);
    await user.type(unit, '1.5');
    expect(await within(d).findByText('骑行 25 分钟费用：¥3.00')).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    // the start price was ¥1.50 / 15 分钟 already: the row now shows it twice, start and unit
    await waitFor(() => expect(within(rowOf('PR001')).getAllByText('¥1.50 / 15 分钟')).toHaveLength(2));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 'PR001',
      // the version the rule was loaded at
      updatedAt: expect.any(String) as unknown,
      serviceAreaId: 'SA001',
      startPrice: 150,
      startMinutes: 15,
      unitPrice: 150,
      unitMinutes: 15,
      dailyCap: 3000,
      dispatchFee: 500,
      outOfAreaFee: 1000,
    });
  });

  it("out-of-range amounts stay as typed with the field's message, and nothing is sent (no clamping, no rounding)", async () => {
    const { seen, user, d } = await editWestLakeRule();
    for (const [label, typed] of [
      ['起步价', '-5'],
      ['每日封顶', '99999999'],
      ['调度费', '0.001'],
    ]) {
      const input = within(d).getByRole('textbox', { name: label });
      await user.clear(input);
      await user.type(input, typed);
    }
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('起步价须在 0～100 元之间')).toBeInTheDocument();
    expect(within(d).getByText('每日封顶须在 0～1000 元之间')).toBeInTheDocument();
    expect(within(d).getByText('调度费须在 0～1000 元之间')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '起步价' })).toHaveValue('-5');
    expect(within(d).getByRole('textbox', { name: '调度费' })).toHaveValue('0.001');
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(getPricing().find((p) => p.id === 'PR001')).toMatchObject({
      startPrice: 150,
      dailyCap: 3000,
      dispatchFee: 500,
    });
  });

  it('a rule for the unpriced area is added; a second rule for an area is refused and the form kept', async () => {
    const { user, seen } = await openPage(ChargingConfigPage, PATH, { capture: '/platform/marketing/pricing' });
    await waitForRows(2);
    const fill = async (d: HTMLElement, area: string) => {
      await choose(user, '服务区', area, d);
      for (const [label, v] of [
        ['起步价', '1'],
        ['起步时长', '10'],
        ['续费单价', '0.5'],
        ['续费时长', '5'],
        ['每日封顶', '20'],
        ['调度费', '3'],
        ['超区费', '8'],
      ]) {
        await user.type(within(d).getByRole('textbox', { name: label }), v);
      }
    };
    await user.click(screen.getByRole('button', { name: /新增计费规则/ }));
    let d = await dialog('新增计费规则');
    await fill(d, '拱墅服务区');
    // 25 minutes: ¥1.00 for 10 minutes + 3 × ¥0.50
    expect(await within(d).findByText('骑行 25 分钟费用：¥2.50')).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('PR003'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      serviceAreaId: 'SA003',
      startPrice: 100,
      startMinutes: 10,
      unitPrice: 50,
      unitMinutes: 5,
      dailyCap: 2000,
      dispatchFee: 300,
      outOfAreaFee: 800,
    });
    expect(within(rowOf('PR003')).getByText('拱墅服务区')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /新增计费规则/ }));
    d = await dialog('新增计费规则');
    await fill(d, '西湖服务区');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('该服务区已有计费规则')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '起步价' })).toHaveValue('1');
    expect(getPricing()).toHaveLength(3);
  });

  it('delete asks first, then the area leaves the list', async () => {
    const { user, seen } = await openPage(ChargingConfigPage, PATH, { capture: '/platform/marketing/pricing/delete' });
    await waitForRows(2);
    await user.click(within(rowOf('PR002')).getByRole('button', { name: btn('删除') }));
    const ask = (await screen.findByText('确定删除「滨江服务区」的计费规则吗？')).closest<HTMLElement>('.ant-popover');
    expect(seen).toHaveLength(0);
    await user.click(within(ask as HTMLElement).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).toEqual(['PR001']));
    expect(seen[0]?.body).toEqual({ id: 'PR002' });
  });

  it('a failed load offers 重试', async () => {
    await expectRetriedLoad(ChargingConfigPage, PATH, '/platform/marketing/pricing', ['PR001', 'PR002']);
  });

  it('a user without 1702 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/marketing/pricing', (q) =>
      http.post('/platform/marketing/pricing/delete', { id: 'PR001' }, q),
    );
    expect(getPricing()).toHaveLength(2);
  });
});
