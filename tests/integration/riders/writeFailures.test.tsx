/**
 * A write whose call fails is told, once, and caught: the backend gone (a proxy's 502
 * page), no answer at all, or a refusal in a 200. Confirmed actions (移出黑名单) and a
 * list's batch actions (生成二维码) close their dialog, show why, and change nothing;
 * none ends as an uncaught rejection (Vitest fails a file that has one).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import BlacklistPage from '@/features/riders/pages/BlacklistPage';
import FixedCodePage from '@/features/production/pages/FixedCodePage';
import { getBlacklist } from '@mocks/db/blacklist';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';

setupBackend();

const badGateway = () =>
  new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 502,
    headers: { 'Content-Type': 'text/html' },
  });

async function removeFirst() {
  const e = getBlacklist()[0];
  const tried = captureRequests(`/platform/blacklist/${e.userId}`);
  const page = renderPage(BlacklistPage, '/black-list');
  await waitForRows();
  await page.user.click(within(rowOf(e.userId)).getByRole('button', { name: btn('移出') }));
  const confirm = await dialog('确定将');
  await page.user.click(within(confirm).getByRole('button', { name: btn('移出') }));
  await waitFor(() => expect(tried.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  return e;
}

describe('a failed write is shown and caught', SLOW, () => {
  it('移出黑名单 while the backend is gone (502 page): 请求失败（502） shown once, the dialog closes, the entry stays', async () => {
    await signInAs();
    server.use(http.delete(`${API}/platform/blacklist/:userId`, badGateway));
    const e = await removeFirst();
    expect(await screen.findByText('请求失败（502）')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/确定将/)).not.toBeInTheDocument());
    // the client's notification says it; no second message repeats it
    expect(screen.getAllByText('请求失败（502）')).toHaveLength(1);
    expect(screen.queryByText('已移出黑名单')).not.toBeInTheDocument();
    expect(rowKeys()).toContain(e.userId);
    expect(getBlacklist().some((x) => x.userId === e.userId)).toBe(true);
  });

  it('移出黑名单 without an answer: the network message', async () => {
    await signInAs();
    server.use(http.delete(`${API}/platform/blacklist/:userId`, () => HttpResponse.error()));
    await removeFirst();
    expect(await screen.findByText('网络出现问题，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('已移出黑名单')).not.toBeInTheDocument();
  });

  it('移出黑名单 refused in a 200 (suc:false): the server’s reason as a message', async () => {
    await signInAs();
    server.use(
      http.delete(`${API}/platform/blacklist/:userId`, () =>
        HttpResponse.json({ suc: false, error: { code: 409, promt: '该用户已被他人移出' } }),
      ),
    );
    await removeFirst();
    expect(await screen.findByText('该用户已被他人移出')).toBeInTheDocument();
    expect(screen.queryByText('已移出黑名单')).not.toBeInTheDocument();
  });

  it('a batch action (生成二维码) that fails: its reason shown, the button usable again', async () => {
    await signInAs();
    server.use(
      http.post(`${API}/platform/production/fixed-code/generate`, () =>
        HttpResponse.json({ suc: false, error: { code: 400, promt: '二维码服务暂不可用' } }),
      ),
    );
    const { user } = renderPage(FixedCodePage, '/fixed-code');
    await waitForRows();
    await user.click(within(rowOf(rowKeys()[0])).getByRole('checkbox'));
    const generate = screen.getByRole('button', { name: /生成二维码/ });
    await user.click(generate);
    expect(await screen.findByText('二维码服务暂不可用')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /生成二维码/ })).not.toHaveClass('ant-btn-loading'));
    expect(screen.queryByText(/已生成/)).not.toBeInTheDocument();
  });
});
