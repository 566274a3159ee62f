/**
 * /invoicing-ticket (20): filters from the URL (date range) and the search (tax
 * number) reach the server; approving issues the invoice; a rejection the
 * server refuses keeps the dialog open with the server's message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import InvoicePage from '@/features/reviews/pages/InvoicePage';
import { getInvoices } from '@mocks/db/reviews';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage, PAGE_TEST_TIMEOUT } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, waitForRows, typeInto } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/review/invoice/list';

describe('invoices', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('a date range in the address and a tax-number search reach the server', async () => {
    await signInAs();
    const target = getInvoices().find((r) => r.status === 'approved' && r.taxNo)!;
    const day = target.createdAt.slice(0, 10);
    const from = new Date(Date.parse(day) - 30 * 86400000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(day) + 2 * 86400000).toISOString().slice(0, 10);
    const seen = captureRequests(LIST);
    const { user } = renderPage(InvoicePage, `/invoicing-ticket?status=approved&createdAt=${from}~${to}`);
    expect((await lastRequest(seen)).query).toMatchObject({ status: 'approved', createdAt: `${from}~${to}` });
    await waitForRows();

    await typeInto(user, screen.getByRole('textbox', { name: '关键词' }), target.taxNo!);
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({
        status: 'approved',
        createdAt: `${from}~${to}`,
        keyword: target.taxNo,
      }),
    );
    await waitFor(() => expect(rowKeys()).toEqual([target.id]));
    expect(within(rowOf(target.id)).getByText(target.invoiceNo!)).toBeInTheDocument();
  });

  it('approving issues the invoice: it leaves the pending tab and has an invoice number', async () => {
    const { user } = await openPage(InvoicePage, '/invoicing-ticket');
    const [id] = await waitForRows();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('通过') }));
    await user.click(within(await dialog('确定通过该申请吗？')).getByRole('button', { name: btn('通过') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    const issued = getInvoices().find((r) => r.id === id)!;
    expect(issued.invoiceNo).toMatch(/^\d{20}$/);
  });

  it('a rejection the server refuses keeps the dialog and the reason, and shows why', async () => {
    await signInAs();
    server.use(
      mswHttp.post(`${API}/platform/review/invoice/reject`, () =>
        HttpResponse.json({ suc: false, error: { promt: '该申请已处理' } }),
      ),
    );
    const { user } = renderPage(InvoicePage, '/invoicing-ticket');
    const [id] = await waitForRows();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('驳回') }));
    const modal = await dialog('驳回申请');
    await typeInto(user, within(modal).getByRole('textbox'), '抬头与税号不匹配');
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    expect(await screen.findByText('该申请已处理')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox')).toHaveValue('抬头与税号不匹配');
    expect(rowKeys()).toContain(id);
  });
});
