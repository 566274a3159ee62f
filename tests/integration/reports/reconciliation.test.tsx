/**
 * /report/download-statistics (财务对账, FinancialReconciliation): the channel and result
 * filters reach the server; a statement with differences opens on exactly those
 * transactions and downloads as CSV; a failed look-up of a statement offers 重试; staff
 * without the code are refused by the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ReconciliationPage from '@/features/reports/pages/ReconciliationPage';
import { http } from '@/shared/http/client';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { refuseNextRead, openPage } from '../harness/scenarios';
import { cell } from './statsTable';
import { ADMIN } from '../harness/backend';
import { billOf, getOrders } from '@mocks/db/orders';
import { dayOf } from '@mocks/lib/stats';
import { now } from '@/shared/utils/clock';
import type { Statement } from '@contract/schemas/reports';

setupBackend();
const PATH = '/report/download-statistics';
const ITEMS = '/platform/report/reconciliation/items';

const readBlob = (b: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as string);
    r.readAsText(b);
  });

describe('/report/download-statistics', SLOW, () => {
  it('filters by channel and result on the server; a statement opens on its differing transactions', async () => {
    const { user, seen } = await openPage(ReconciliationPage, PATH, {
      capture: '/platform/report/reconciliation',
      as: '13800000003',
    });
    await waitForRows();
    await choose(user, '支付渠道', '支付宝');
    await choose(user, '对账结果', '有差异');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() =>
      expect(seen.filter((r) => !r.path.endsWith('/items')).at(-1)?.query).toEqual({
        page: 1,
        pageSize: 20,
        channel: 'alipay',
        result: 'mismatch',
      }),
    );
    await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0));
    await waitFor(() => expect(rowKeys().every((k) => k.endsWith('|alipay'))).toBe(true));
    const key = rowKeys()[0];
    const row = rowOf(key);
    expect(within(row).getByText('有差异')).toBeInTheDocument();
    const diffCount = Number(cell(row, '差异笔数').textContent);
    expect(diffCount).toBeGreaterThan(0);

    await user.click(within(row).getByRole('button', { name: btn('详情') }));
    const [date] = key.split('|');
    await waitFor(() =>
      expect(seen.find((r) => r.path.endsWith('/items'))?.query).toEqual({ date, channel: 'alipay' }),
    );
    expect(await screen.findByText(`差异明细（${diffCount} 笔）`)).toBeInTheDocument();
    const items = await http.get<Array<{ tradeNo: string; state: string }>>(ITEMS, { date, channel: 'alipay' });
    for (const i of items.filter((x) => x.state !== 'matched')) expect(screen.getByText(i.tradeNo)).toBeInTheDocument();
  });

  it('downloads a statement with every transaction and the totals', async () => {
    await signInAs('13800000003');
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:csv')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const seen = captureRequests(ITEMS);
    const { user } = renderPage(ReconciliationPage, `${PATH}?channel=wechat`);
    const [key] = await waitForRows();
    const [date] = key.split('|');
    await user.click(within(rowOf(key)).getByRole('button', { name: '下载对账单' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(seen.at(-1)?.query).toEqual({ date, channel: 'wechat' });
    const lines = (await readBlob(blobs[0])).trim().split('\r\n');
    expect(lines[0]).toContain('交易号,业务,关联单号,时间,平台金额,渠道金额,对账结果');
    const platformCount = Number(cell(rowOf(key), '平台笔数').textContent);
    const refundCount = Number(cell(rowOf(key), '退款笔数').textContent);
    expect(lines.length).toBe(1 + platformCount + refundCount + 1);
    // the total is the sum of the lines above it, refunds (negative) included
    const platformOf = (line: string) => Number(line.split(',')[4] || 0);
    const total = lines.slice(1, -1).reduce((n, l) => n + Math.round(platformOf(l) * 100), 0);
    expect(lines.at(-1)).toMatch(/^合计,/);
    expect(Math.round(platformOf(lines.at(-1)!) * 100)).toBe(total);
  });

  it("a refund back to WeChat is a negative line of that day's WeChat statement, and the settlement is net of refunds", async () => {
    await signInAs(ADMIN);
    type Row = Statement & { refundCount: number; refundAmount: number };
    const today = dayOf(now());
    const statementOf = async (date: string) =>
      (
        await http.get<{ rows: Row[] }>('/platform/report/reconciliation', {
          date: `${date}~${date}`,
          channel: 'wechat',
        })
      ).rows[0];
    const before = await statementOf(today);
    const o = getOrders().find((x) => x.status === 'paid' && billOf(x).channel === 'wechat' && billOf(x).paid >= 150)!;
    const refund = await http.post<{ refundId: string }>('/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      userId: o.userId,
      amount: 150,
      reason: '计费异常',
    });
    const after = await statementOf(today);
    expect(after).toMatchObject({
      refundCount: before.refundCount + 1,
      refundAmount: before.refundAmount + 150,
      platformAmount: before.platformAmount,
    });
    const items = await http.get<Array<{ tradeNo: string; source: string; platform: number }>>(ITEMS, {
      date: today,
      channel: 'wechat',
    });
    expect(items).toContainEqual(
      expect.objectContaining({ tradeNo: `T${refund.refundId}`, source: 'refund', platform: -150 }),
    );
    // every issued statement of the month settles what the channel took, less refunds and its fee
    const month = await http.get<{ rows: Row[] }>('/platform/report/reconciliation', { pageSize: 100 });
    const issued = month.rows.filter((r) => r.result !== 'pending');
    expect(issued.some((r) => r.refundAmount > 0)).toBe(true);
    for (const r of issued) expect(r.settlement, r.id).toBe(r.channelAmount - r.refundAmount - r.fee);
  });

  it('a failed look-up of a statement shows why and 重试 lists its differences', async () => {
    await signInAs('13800000003');
    refuseNextRead(`${ITEMS}`, '渠道账单拉取失败');
    const { user } = renderPage(ReconciliationPage, `${PATH}?result=mismatch`);
    const [key] = await waitForRows();
    await user.click(within(rowOf(key)).getByRole('button', { name: btn('详情') }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('渠道账单拉取失败')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: btn('重试') }));
    expect(await within(drawer).findByText(/差异明细（[1-9]\d* 笔）/)).toBeInTheDocument();
  });

  it('operations staff without FinancialReconciliation are refused by the server', async () => {
    await signInAs('13800000001');
    await expect(http.get('/platform/report/reconciliation', {})).rejects.toMatchObject({ status: 403 });
  });
});
