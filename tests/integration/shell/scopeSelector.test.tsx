/**
 * The header scope against the embedded backend (screens and routes, states and transitions, validation rules and messages; issue 3 item 4):
 * the franchisee selector only with code 01, the selection dialog '选择' with every
 * message, all → undefined, a partial pick stored and counted, and `scoped: true`
 * requests carrying the selection.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ScopeSelector from '@/layouts/components/ScopeSelector';
import SelectionDialog, { type SelectionDialogProps } from '@/shared/ui/SelectionDialog';
import { useSession } from '@/shared/auth/session';
import { http } from '@/shared/http/client';
import { useScope } from '@/shared/scope/store';
import { open } from '@/shared/utils/envelope';
import { server, setupBackend, signInAs } from '../harness/backend';
import { renderInApp } from '../harness/render';

const ADMIN = '13800000000';
const FRANCHISEE = '13800000002';
const AGENT_LIST = '*/ebike/v3/backend/platform/agent/account/list';
const AREA_LIST = '*/ebike/v3/backend/platform/agent/serviceArea/opMan';

setupBackend();

const renderSelector = () => renderInApp(<ScopeSelector />).user;

type User = ReturnType<typeof renderSelector>;

const agentButton = () => screen.queryByRole('button', { name: '选择加盟商' });
const areaButton = () => screen.getByRole('button', { name: '选择服务区' });

async function openDialog(user: User, button: HTMLElement): Promise<HTMLElement> {
  await user.click(button);
  // the dialog's code loads with the first 选择 (beside the list): give that first load time
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(within(dialog).getByText('选择')).toBeInTheDocument();
  return dialog;
}

const boxes = (dialog: HTMLElement) => within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
const labels = (dialog: HTMLElement) => boxes(dialog).map((b) => b.closest('label')?.textContent);
const footer = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

async function expectClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('header scope: who sees which selector', () => {
  it('the administrator (code 01) sees the franchisee and the service-area selector', async () => {
    await signInAs(ADMIN);
    renderSelector();
    expect(screen.getByText('加盟商：全部')).toBeInTheDocument();
    expect(screen.getByText('服务区：全部')).toBeInTheDocument();
    expect(agentButton()).toHaveTextContent('选择');
    expect(areaButton()).toHaveTextContent('选择');
  });

  it('a franchisee (no code 01) sees only the service areas, and only its own two', async () => {
    await signInAs(FRANCHISEE);
    expect(useSession.getState().codes).not.toContain('01');
    const user = renderSelector();
    expect(screen.queryByText(/加盟商：/)).not.toBeInTheDocument();
    expect(agentButton()).not.toBeInTheDocument();

    const dialog = await openDialog(user, areaButton());
    expect(labels(dialog)).toEqual(['西湖服务区(SA001)', '滨江服务区(SA002)']);
    // nothing chosen yet means all: every box starts checked
    expect(boxes(dialog).every((b) => b.checked)).toBe(true);
    expect(footer(dialog, '取消')).toBeInTheDocument();
    expect(footer(dialog, '取消全选')).toBeInTheDocument();
    expect(footer(dialog, '确定')).toBeInTheDocument();
  });
});

describe('the selection dialog', () => {
  it('confirming with nothing chosen warns 请至少选择一项 and stays open', async () => {
    await signInAs(FRANCHISEE);
    const user = renderSelector();
    const dialog = await openDialog(user, areaButton());
    await user.click(footer(dialog, '取消全选'));
    expect(boxes(dialog).some((b) => b.checked)).toBe(false);
    expect(footer(dialog, '全选')).toBeInTheDocument();
    await user.click(footer(dialog, '确定'));
    expect(await screen.findByText('请至少选择一项')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(useScope.getState().opAreaIds).toBeUndefined();
  });

  it('a partial pick is stored and counted', async () => {
    await signInAs(FRANCHISEE);
    const user = renderSelector();
    const dialog = await openDialog(user, areaButton());
    await user.click(within(dialog).getByRole('checkbox', { name: '滨江服务区(SA002)' }));
    await user.click(footer(dialog, '确定'));
    await expectClosed();
    expect(useScope.getState().opAreaIds).toEqual(['SA001']);
    expect(screen.getByText('服务区：1 个')).toBeInTheDocument();

    // reopening starts from the stored selection
    const again = await openDialog(user, areaButton());
    expect(boxes(again).map((b) => b.checked)).toEqual([true, false]);
    expect(footer(again, '全选')).toBeInTheDocument();
  });

  it('selecting every entry resets the selection to all (undefined)', async () => {
    await signInAs(FRANCHISEE);
    useScope.getState().setAreas(['SA002']);
    const user = renderSelector();
    expect(screen.getByText('服务区：1 个')).toBeInTheDocument();
    const dialog = await openDialog(user, areaButton());
    expect(boxes(dialog).map((b) => b.checked)).toEqual([false, true]);
    await user.click(footer(dialog, '全选'));
    expect(footer(dialog, '取消全选')).toBeInTheDocument();
    await user.click(footer(dialog, '确定'));
    await expectClosed();
    expect(useScope.getState().opAreaIds).toBeUndefined();
    expect(screen.getByText('服务区：全部')).toBeInTheDocument();
  });

  it('ticking the last box by hand also means all', async () => {
    await signInAs(FRANCHISEE);
    useScope.getState().setAreas(['SA001']);
    const user = renderSelector();
    const dialog = await openDialog(user, areaButton());
    await user.click(within(dialog).getByRole('checkbox', { name: '滨江服务区(SA002)' }));
    await user.click(footer(dialog, '确定'));
    await expectClosed();
    expect(useScope.getState().opAreaIds).toBeUndefined();
  });

  it('cancel keeps the selection as it was', async () => {
    await signInAs(FRANCHISEE);
    const user = renderSelector();
    const dialog = await openDialog(user, areaButton());
    await user.click(within(dialog).getByRole('checkbox', { name: '西湖服务区(SA001)' }));
    await user.click(footer(dialog, '取消'));
    await expectClosed();
    expect(useScope.getState().opAreaIds).toBeUndefined();
    expect(screen.getByText('服务区：全部')).toBeInTheDocument();
  });

  it('franchisees: a partial pick is counted, resets the areas and narrows the area list', async () => {
    await signInAs(ADMIN);
    useScope.getState().setAreas(['SA001']);
    const user = renderSelector();
    const dialog = await openDialog(user, agentButton()!);
    expect(labels(dialog)).toHaveLength(6);
    expect(labels(dialog)[0]).toBe('杭州速达出行科技有限公司(A001)');
    await user.click(footer(dialog, '取消全选'));
    await user.click(within(dialog).getByRole('checkbox', { name: '浙江绿骑运营服务有限公司(A002)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '杭州骑遇科技有限公司(A005)' }));
    await user.click(footer(dialog, '确定'));
    await expectClosed();
    expect(useScope.getState().agentIds).toEqual(['A002', 'A005']);
    expect(useScope.getState().opAreaIds).toBeUndefined();
    expect(screen.getByText('加盟商：2 个')).toBeInTheDocument();
    expect(screen.getByText('服务区：全部')).toBeInTheDocument();

    // the area list is asked for the chosen franchisees only: the areas that belong to them
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    const areas = await openDialog(user, areaButton());
    expect(labels(areas)).toEqual(['拱墅服务区(SA003)']);
    expect(asked.filter((p) => p.includes('/platform/agent/serviceArea/'))).toEqual([
      '/ebike/v3/backend/platform/agent/serviceArea/belongToAgent',
    ]);
  });

  it('franchisees picked and their areas failing to load: 未获取到服务区信息, no dialog', async () => {
    await signInAs(ADMIN);
    useScope.getState().setAgents(['A002']);
    server.use(
      mswHttp.get(
        '*/ebike/v3/backend/platform/agent/serviceArea/belongToAgent',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const user = renderSelector();
    await user.click(areaButton());
    expect(await screen.findByText('未获取到服务区信息')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('franchisees: selecting all resets to undefined', async () => {
    await signInAs(ADMIN);
    useScope.getState().setAgents(['A001']);
    const user = renderSelector();
    expect(screen.getByText('加盟商：1 个')).toBeInTheDocument();
    const dialog = await openDialog(user, agentButton()!);
    await user.click(footer(dialog, '全选'));
    await user.click(footer(dialog, '确定'));
    await expectClosed();
    expect(useScope.getState().agentIds).toBeUndefined();
    expect(screen.getByText('加盟商：全部')).toBeInTheDocument();
  });

  it('a long list gets a search box; filtering keeps the hidden choices', async () => {
    await signInAs(ADMIN);
    const rows = Array.from({ length: 10 }, (_, i) => ({
      agentId: `B${i}`,
      company: i % 2 ? `北方公司${i}` : `南方公司${i}`,
      state: 'enabled',
    }));
    server.use(mswHttp.get(AGENT_LIST, () => HttpResponse.json({ suc: true, data: { rows, total: rows.length } })));
    const user = renderSelector();
    const dialog = await openDialog(user, agentButton()!);
    expect(boxes(dialog)).toHaveLength(10);
    await user.click(footer(dialog, '取消全选'));
    await user.click(within(dialog).getByRole('checkbox', { name: '南方公司0(B0)' }));
    await user.type(within(dialog).getByRole('searchbox'), '北方');
    expect(labels(dialog)).toEqual([
      '北方公司1(B1)',
      '北方公司3(B3)',
      '北方公司5(B5)',
      '北方公司7(B7)',
      '北方公司9(B9)',
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: '北方公司3(B3)' }));
    await user.click(footer(dialog, '确定'));
    await expectClosed();
    expect(useScope.getState().agentIds).toEqual(['B0', 'B3']);
  });
});

describe('selection messages', () => {
  // a list that is empty or fails: the selector's own message, no dialog, nothing else shown
  const agents = { who: ADMIN, list: AGENT_LIST, button: () => agentButton()! };
  const areas = { list: AREA_LIST, button: areaButton };
  it.each<{
    what: string;
    who: string;
    list: string;
    button: () => HTMLElement;
    reply: () => Response;
    shown: string;
    hidden?: string;
  }>([
    {
      what: 'no franchisees',
      ...agents,
      reply: () => HttpResponse.json({ suc: true, data: { rows: [], total: 0 } }),
      shown: '没有可选加盟商列表',
    },
    {
      what: 'franchisee list fails (HTTP 500)',
      ...agents,
      reply: () => HttpResponse.json({ suc: false, error: { promt: 'boom' } }, { status: 500 }),
      shown: '未获取到加盟商信息',
      // the client stays silent: only the selector's own message
      hidden: 'boom',
    },
    {
      what: 'franchisee list fails (network)',
      ...agents,
      reply: () => HttpResponse.error(),
      shown: '未获取到加盟商信息',
      hidden: '网络出现问题，请稍后再试',
    },
    {
      what: 'no service areas',
      who: FRANCHISEE,
      ...areas,
      reply: () => HttpResponse.json({ suc: true, data: { count: 0, list: [] } }),
      shown: '没有可选服务区列表',
    },
    {
      what: 'service-area list fails (HTTP 500)',
      who: FRANCHISEE,
      ...areas,
      reply: () => new HttpResponse(null, { status: 500 }),
      shown: '未获取到服务区信息',
    },
    {
      what: 'service-area list fails (network)',
      who: ADMIN,
      ...areas,
      reply: () => HttpResponse.error(),
      shown: '未获取到服务区信息',
    },
  ])('$what: $shown, no dialog', async ({ who, list, button, reply, shown, hidden }) => {
    await signInAs(who);
    server.use(mswHttp.get(list, reply));
    const user = renderSelector();
    await user.click(button());
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    if (hidden) expect(screen.queryByText(hidden)).not.toBeInTheDocument();
  });
});

describe('scoped requests', () => {
  /** The decrypted query of each request to `path` from now on. */
  function captureQueries(path: string): Array<Record<string, unknown>> {
    const seen: Array<Record<string, unknown>> = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith(path)) return;
      const cipher = url.searchParams.get('params');
      seen.push(
        cipher ? open<Record<string, unknown>>(cipher, Cookies.get('_k')!) : Object.fromEntries(url.searchParams),
      );
    });
    return seen;
  }

  it('a list request with scoped: true carries the selection; explicit parameters win', async () => {
    await signInAs(ADMIN);
    // a paged list that reads the scope (a look-up such as belongToAgent refuses paging)
    const seen = captureQueries('/platform/vehicle/list');
    const url = '/platform/vehicle/list';

    await http.get(url, undefined, { scoped: true });
    useScope.getState().setAreas(['SA001']);
    await http.get(url, { page: 1 }, { scoped: true });
    useScope.getState().setAgents(['A001', 'A002']);
    await http.get(url, { opAreaIds: 'SA002', agentIds: '' }, { scoped: true });
    await http.get(url, { page: 2 });

    expect(seen).toEqual([
      {},
      { page: 1, opAreaIds: 'SA001' },
      { opAreaIds: 'SA002', agentIds: 'A001,A002' },
      { page: 2 },
    ]);
  });

  it('the embedded backend filters by the selection it receives', async () => {
    await signInAs(ADMIN);
    useScope.getState().setAgents(['A002']);
    const d = await http.get<{ list: Array<{ id: string }> }>('/platform/agent/serviceArea/belongToAgent', undefined, {
      scoped: true,
    });
    expect(d.list.map((a) => a.id)).toEqual(['SA003']);
  });
});

describe('SelectionDialog on its own', () => {
  const noop = () => undefined;
  const show = (p: Partial<SelectionDialogProps>) =>
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <SelectionDialog
            open
            items={undefined}
            emptyMessage="没有可选服务区列表"
            onConfirm={noop}
            onCancel={noop}
            {...p}
          />
        </App>
      </ConfigProvider>,
    );

  it('shows the load error, the empty message, and disables 全选 / 确定 meanwhile', () => {
    show({ loadError: '未获取到服务区信息' });
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('未获取到服务区信息')).toBeInTheDocument();
    expect(footer(dialog, '确定')).toBeDisabled();
    expect(footer(dialog, '全选')).toBeDisabled();
    expect(footer(dialog, '取消')).toBeEnabled();
    cleanup();

    show({ items: [] });
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('没有可选服务区列表')).toBeInTheDocument();
    expect(footer(dialog, '确定')).toBeDisabled();
    cleanup();

    show({ loading: true, items: [{ id: 'SA001', title: '西湖服务区' }] });
    dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(footer(dialog, '确定')).toBeDisabled();
  });

  it('no search box up to 8 entries; the list fills in when it arrives after opening', async () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ id: `S${i}`, title: `区${i}` }));
    const { rerender } = show({ loading: true });
    const confirmed: Array<string[] | undefined> = [];
    const props = {
      open: true,
      emptyMessage: '',
      onCancel: noop,
      onConfirm: (ids: string[] | undefined) => confirmed.push(ids),
    };
    rerender(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <SelectionDialog {...props} items={items} selected={['S1', 'S9']} />
        </App>
      </ConfigProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(
      boxes(dialog)
        .filter((b) => b.checked)
        .map((b) => b.value),
    ).toEqual(['S1']);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: '区3(S3)' }));
    await user.click(footer(dialog, '确定'));
    expect(confirmed).toEqual([['S1', 'S3']]);
  });
});
