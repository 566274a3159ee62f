/**
 * The blocks the user screens lean on, without a backend: DetailPage loads once
 * per id (also with an inline fetch function) and again on reload; RelatedList
 * pages in its own state, reloads after a write (the query layer's invalidation),
 * restarts at page 1 on new filters, and offers 重试 after a failure.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery, Page } from '@/shared/http/page';
import { queryDef } from '@/shared/query/defs';
import { queryClient } from '@/shared/query/queryClient';
import DetailPage from '@/shared/ui/DetailPage';
import RelatedList from '@/shared/ui/RelatedList';
import type { ListColumn } from '@/shared/ui/list/types';
import { SLOW } from '../harness/render';
import { settled } from '../harness/settled';

function mount(path: string, element: ReactNode) {
  window.location.hash = `#${path}`;
  const router = createHashRouter([{ path: path.split('?')[0], element }]);
  const user = userEvent.setup();
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return user;
}

interface Item {
  id: string;
}
const columns: ListColumn<Item>[] = [{ key: 'id', title: '编号', dataIndex: 'id' }];
const rows = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr[data-row-key]')).map((r) => r.getAttribute('data-row-key'));

describe('DetailPage', SLOW, () => {
  it('loads once for an inline load function, and again on reload', async () => {
    const load = vi.fn(async (id: string) => ({ id, n: load.mock.calls.length }));
    function Page() {
      const [, force] = useState(0);
      return (
        <DetailPage<{ id: string; n: number }>
          // a new function on every render
          source={queryDef(['riders', 'rec'], (id: string) => load(id))}
          title={(r) => `记录 ${r.id}`}
          fields={(r) => [{ key: 'n', label: '次数', children: String(r.n) }]}
          actions={(_r, reload) => (
            <>
              <button onClick={() => force((x) => x + 1)}>重绘</button>
              <button onClick={reload}>刷新</button>
            </>
          )}
        />
      );
    }
    const user = mount('/rec?id=A1', <Page />);
    expect(await screen.findByText('记录 A1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重绘' }));
    await user.click(screen.getByRole('button', { name: '重绘' }));
    // once nothing runs, a re-render has asked for nothing
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('2')).toBeInTheDocument();
  });
});

describe('RelatedList', SLOW, () => {
  it('pages in its own state, restarts at page 1 on new filters, reloads after a write', async () => {
    const calls: ListQuery[] = [];
    const fetch = async (q: ListQuery): Promise<Page<Item>> => {
      calls.push(q);
      const start = (q.page - 1) * q.pageSize;
      return {
        items: Array.from({ length: q.pageSize }, (_, i) => ({ id: `${q.kind ?? 'all'}-${start + i + 1}` })),
        total: 35,
      };
    };
    function Host() {
      const [kind, setKind] = useState<string>();
      return (
        <>
          <button onClick={() => setKind('ride')}>筛选</button>
          {/* what a successful write does (app/httpWiring.ts) */}
          <button onClick={() => void queryClient.invalidateQueries()}>变更</button>
          <RelatedList<Item>
            rowKey="id"
            columns={columns}
            source={queryDef(['riders', 'items'], fetch)}
            filters={{ kind }}
          />
        </>
      );
    }
    const user = mount('/host', <Host />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(calls.at(-1)).toEqual({ page: 1, pageSize: 10 });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()[0]).toBe('all-11'));
    expect(calls.at(-1)).toEqual({ page: 2, pageSize: 10 });
    expect(window.location.hash).toBe('#/host');

    await user.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(rows()[0]).toBe('ride-1'));
    expect(calls.at(-1)).toEqual({ page: 1, pageSize: 10, kind: 'ride' });

    const n = calls.length;
    await user.click(screen.getByRole('button', { name: '变更' }));
    await waitFor(() => expect(calls.length).toBe(n + 1));
    expect(calls.at(-1)).toEqual({ page: 1, pageSize: 10, kind: 'ride' });
  });

  it('shows a failure with 重试, which loads again', async () => {
    let fail = true;
    const fetch = async (): Promise<Page<Item>> => {
      if (fail) {
        fail = false;
        throw new Error('网络出现问题，请稍后再试');
      }
      return { items: [{ id: 'x1' }], total: 1 };
    };
    const user = mount(
      '/host',
      <RelatedList<Item> rowKey="id" columns={columns} source={queryDef(['riders', 'items'], fetch)} />,
    );
    expect(await screen.findByText('网络出现问题，请稍后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(rows()).toEqual(['x1']));
  });
});
