/**
 * A reply of the wrong shape (the rider list, /user-info) is a clear error, never a crash
 * and never an empty or garbled list: 接口返回的数据格式不正确 with 重试; once the backend
 * answers well again, 重试 (or coming back to the page) shows the rows.
 */
import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RiderListPage from '@/features/riders/pages/RiderListPage';
import { getRiders } from '@mocks/db/riders';
import { API, server, setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, rowKeys, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/user/list';
const WRONG_SHAPE = '接口返回的数据格式不正确';

afterEach(() => vi.restoreAllMocks());

/** A rider row as the list answers it, with the money and the instant of the wrong types. */
const garbledRow = () => {
  const r = getRiders()[0];
  return {
    userId: r.userId,
    phone: `${r.phone.slice(0, 3)}****${r.phone.slice(7)}`,
    name: r.name,
    realNameVerified: 'yes',
    studentStatus: 'none',
    depositStatus: 'paid',
    deposit: '29900',
    balance: { fen: 100 },
    giftBalance: 0,
    blacklisted: false,
    registeredAt: 1700000000,
    serviceAreaId: r.serviceAreaId,
    agentId: r.agentId,
    rides: 3,
  };
};

const CASES: Array<[string, unknown]> = [
  ['rows that are not a list', { suc: true, data: { rows: 'oops' } }],
  ['no data at all', { suc: true, data: null }],
  ['rows of the wrong types', { suc: true, data: { rows: [garbledRow()], total: 1 } }],
];

/** The list answers `body` until `fixed()` is called; then the embedded backend answers again. */
function breakList(body: unknown): { fixed: () => void } {
  let broken = true;
  server.use(mswHttp.get(`${API}${LIST}`, () => (broken ? HttpResponse.json(body as object) : undefined)));
  return { fixed: () => (broken = false) };
}

describe('a rider list reply of the wrong shape', SLOW, () => {
  for (const [name, body] of CASES) {
    it(`${name}: says 接口返回的数据格式不正确 with 重试, and 重试 shows the rows once the backend is fixed`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const backend = breakList(body);
      const { user } = await openPage(RiderListPage, '/user-info');
      expect(await screen.findByText(WRONG_SHAPE)).toBeInTheDocument();
      expect(screen.queryByText('页面出错了')).toBeNull();
      expect(screen.queryByText(/NaN|Invalid Date/)).toBeNull();
      expect(rowKeys()).toEqual([]);
      // reported once: one warning naming the endpoint and where the reply differs
      const reports = warn.mock.calls.filter((c) => String(c[0]).includes(WRONG_SHAPE));
      expect(reports).toHaveLength(1);
      expect(String(reports[0]![0])).toContain(LIST);

      backend.fixed();
      await user.click(screen.getByRole('button', { name: btn('重试') }));
      await waitForRows();
      expect(screen.queryByText(WRONG_SHAPE)).toBeNull();
      expect(screen.getByText(`共 ${getRiders().length} 条`)).toBeInTheDocument();
    });
  }

  it('the page recovers after going elsewhere and coming back, and the same fault is reported once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = breakList({ suc: true, data: { rows: 'oops' } });
    const { router, seen } = await openPage(RiderListPage, '/user-info', { capture: LIST });
    expect(await screen.findByText(WRONG_SHAPE)).toBeInTheDocument();

    await router.navigate('/log');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/log');
    await router.navigate('/user-info');
    expect(await screen.findByText(WRONG_SHAPE)).toBeInTheDocument();
    // asked again on coming back (the failure is not kept as the page's state)
    expect(seen).toHaveLength(2);
    expect(screen.queryByText('页面出错了')).toBeNull();
    expect(warn.mock.calls.filter((c) => String(c[0]).includes(WRONG_SHAPE))).toHaveLength(1);

    backend.fixed();
    await router.navigate('/log');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/log');
    await router.navigate('/user-info');
    await waitForRows();
    await waitFor(() => expect(screen.queryByText(WRONG_SHAPE)).toBeNull());
  });
});
