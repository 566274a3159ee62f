/**
 * The fence editors (/electronic/*): the list shows the fences of the page's kind
 * and map provider; name and service-area filters reach the server; a polygon
 * drawn on the map is saved and listed; an existing one is renamed; a fence is
 * deleted after confirmation; a rejected save keeps the drawing and the form.
 */
import { pastThrottle } from '../../clock';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import NoStopFencePage from '@/features/fences/pages/NoStopFencePage';
import ParkingFencePage from '@/features/fences/pages/ParkingFencePage';
import ParkingFenceTencentPage from '@/features/fences/pages/ParkingFenceTencentPage';
import type { LngLat } from '@contract/common';
import { getFences } from '@mocks/db/fences';
import { getDb } from '@mocks/db/store';
import { clickMap } from './clickMap';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { failNextRead, retryFailedLoad, openPage } from '../harness/scenarios';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

/** A small triangle near the centre of the first service area (inside it). */
function triangle(): LngLat[] {
  const [lng, lat] = getDb().serviceAreas[0].center;
  return [
    [lng + 0.001, lat],
    [lng, lat + 0.001],
    [lng - 0.001, lat - 0.001],
  ];
}

const draw = clickMap;

const draftOf = () => screen.getByTestId('map-stub').getAttribute('data-draft');
const tableBody = () => document.querySelector<HTMLElement>('.ant-table-tbody')!;

describe('fence editors', SLOW, () => {
  it('lists every parking fence (one set, whichever map drew it); name and service-area filters reach the server', async () => {
    const { user, seen } = await openPage(ParkingFencePage, '/electronic/parking-fence', {
      capture: '/platform/fence/page',
    });
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, kind: 'parking' }));
    const keys = await waitForRows(20);
    const byId = new Map(getFences().map((f) => [f.id, f]));
    expect(keys.every((k) => byId.get(k)?.kind === 'parking')).toBe(true);
    const total = getFences().filter((f) => f.kind === 'parking').length;
    expect(screen.getByText(`共 ${total} 条`)).toBeInTheDocument();

    const area = getDb().serviceAreas[1];
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('textbox', { name: '围栏名称' }), '文三路');
    await choose(user, '服务区', area.name, search);
    await user.click(within(search).getByRole('button', { name: btn('查询') }));
    await waitFor(() =>
      expect(seen.at(-1)?.query).toEqual({
        page: 1,
        pageSize: 20,
        kind: 'parking',
        keyword: '文三路',
        serviceAreaId: area.id,
      }),
    );
    const expected = getFences().filter(
      (f) => f.kind === 'parking' && f.serviceAreaId === area.id && f.name.includes('文三路'),
    );
    await waitFor(() => expect(rowKeys().sort()).toEqual(expected.map((f) => f.id).sort()));
  });

  it('the Tencent-map page lists the same parking fences, drawn by either map, and focuses one', async () => {
    const { user } = await openPage(ParkingFenceTencentPage, '/electronic/parking-fence-tencent');
    const keys = await waitForRows();
    expect(screen.getByText(`共 ${getFences().filter((f) => f.kind === 'parking').length} 条`)).toBeInTheDocument();
    expect(new Set(keys.map((k) => getFences().find((f) => f.id === k)?.provider))).toEqual(
      new Set(['amap', 'tencent']),
    );
    const fence = getFences().find((f) => f.id === keys[1])!;
    await user.click(within(rowOf(fence.id)).getByText(fence.name));
    expect(screen.getByTestId('map-stub')).toHaveAttribute('data-fit', fence.id);
    expect(screen.getByText(`当前围栏：${fence.name}`)).toBeInTheDocument();
  });

  it('draws a no-stop fence on the map and saves it: the row appears', async () => {
    await signInAs();
    const saves = captureRequests('/platform/fence/save');
    const { user } = renderPage(NoStopFencePage, '/electronic/no-stop-fence');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /新增围栏/ }));
    const form = screen.getByRole('form', { name: '新增禁停围栏' });
    const area = getDb().serviceAreas[0];
    await user.type(within(form).getByRole('textbox', { name: '围栏名称' }), '测试禁停区');
    await choose(user, '所属服务区', area.name, form);

    await draw(user, triangle());
    expect(within(form).getByText('正在绘制：已添加 3 个顶点')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '点击第一个顶点' }));
    expect(draftOf()).toBe('3 closed');
    expect(within(form).getByText('围栏已闭合，共 3 个顶点')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const ring = [...triangle(), triangle()[0]];
    expect(saves.map((r) => r.body)).toEqual([
      {
        kind: 'no_stop',
        provider: 'amap',
        name: '测试禁停区',
        serviceAreaId: area.id,
        polygon: ring,
        state: 'enabled',
      },
    ]);
    await waitFor(() => expect(within(tableBody()).getByText('测试禁停区')).toBeInTheDocument());
    const saved = getFences().find((f) => f.name === '测试禁停区')!;
    expect(saved).toMatchObject({ kind: 'no_stop', serviceAreaId: area.id, polygon: ring });
    expect(screen.queryByRole('form', { name: '新增禁停围栏' })).toBeNull();
  });

  it('edits a fence: the new name is saved and listed', async () => {
    const { user } = await openPage(NoStopFencePage, '/electronic/no-stop-fence');
    const [first] = await waitForRows();
    await user.click(within(rowOf(first)).getByRole('button', { name: btn('编辑') }));
    const form = screen.getByRole('form', { name: '编辑禁停围栏' });
    const before = getFences().find((f) => f.id === first)!;
    expect(draftOf()).toBe(`${before.polygon.length - 1} closed`);
    const name = within(form).getByRole('textbox', { name: '围栏名称' });
    await user.clear(name);
    await user.type(name, '改名禁停区');
    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf(first)).getByText('改名禁停区')).toBeInTheDocument());
    expect(getFences().find((f) => f.id === first)).toMatchObject({ name: '改名禁停区', polygon: before.polygon });
  });

  it('deletes a parking fence after confirmation: its row goes', async () => {
    await signInAs();
    const deletes = captureRequests('/platform/fence/delete');
    const { user } = renderPage(ParkingFencePage, '/electronic/parking-fence');
    const [first] = await waitForRows();
    const name = getFences().find((f) => f.id === first)!.name;
    await user.click(within(rowOf(first)).getByRole('button', { name: btn('删除') }));
    const pop = await waitFor(() => {
      const el = Array.from(document.querySelectorAll<HTMLElement>('.ant-popover')).find((p) =>
        p.textContent?.includes(`确定删除围栏「${name}」吗？`),
      );
      if (!el) throw new Error('no confirmation');
      return el;
    });
    expect(deletes).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: btn('确定') }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(rowKeys()).not.toContain(first));
    expect(deletes.map((r) => r.body)).toEqual([{ id: first }]);
    expect(getFences().some((f) => f.id === first)).toBe(false);
  });

  it('a rejected save shows why and keeps the drawing and the form', async () => {
    await signInAs();
    const saves = captureRequests('/platform/fence/save');
    const { user } = renderPage(ParkingFencePage, '/electronic/parking-fence');
    await waitForRows();
    const area = getDb().serviceAreas[0];
    const twin = getFences().find((f) => f.kind === 'parking' && f.serviceAreaId === area.id)!;
    await user.click(screen.getByRole('button', { name: /新增围栏/ }));
    const form = screen.getByRole('form', { name: '新增停车围栏' });
    await user.type(within(form).getByRole('textbox', { name: '围栏名称' }), twin.name);
    await choose(user, '所属服务区', area.name, form);
    await user.type(within(form).getByRole('textbox', { name: '停车容量' }), '20');

    // A bow-tie is refused before anything is sent.
    const [lng, lat] = area.center;
    const d = 0.001;
    await draw(user, [
      [lng - d, lat - d],
      [lng + d, lat + d],
      [lng + d, lat - d],
      [lng - d, lat + d],
    ]);
    await user.click(within(form).getByRole('button', { name: btn('完成绘制') }));
    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    expect(await within(form).findByText('围栏边界不能自相交')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    // Drawn again: the server refuses the name taken in that area.
    await user.click(within(form).getByRole('button', { name: btn('清除重画') }));
    await draw(user, triangle());
    await user.click(within(form).getByRole('button', { name: btn('完成绘制') }));
    await pastThrottle();
    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    expect(await within(form).findByText('同一服务区内已有同名围栏')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: '围栏名称' })).toHaveValue(twin.name);
    expect(within(form).getByRole('textbox', { name: '停车容量' })).toHaveValue('20');
    expect(draftOf()).toBe('3 closed');
  });

  it('a failed load offers 重试', async () => {
    await signInAs();
    failNextRead(`/platform/fence/page`);
    const { user } = renderPage(NoStopFencePage, '/electronic/no-stop-fence');
    await retryFailedLoad(user);
    const keys = await waitForRows();
    expect(keys.every((k) => getFences().find((f) => f.id === k)?.kind === 'no_stop')).toBe(true);
  });

  it('service-area outlines that fail to load say so above the map; 重试 draws them', async () => {
    await signInAs();
    server.use(mswHttp.get(`${API}/platform/fence/list`, () => HttpResponse.error(), { once: true }));
    const { user } = renderPage(ParkingFencePage, '/electronic/parking-fence');
    expect(await screen.findByText('服务区边界加载失败')).toBeInTheDocument();
    await waitForRows();
    expect(screen.getByTestId('map-stub').getAttribute('data-polygons')).not.toMatch(/area:/);
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(screen.getByTestId('map-stub').getAttribute('data-polygons')).toMatch(/area:/));
    expect(screen.queryByText('服务区边界加载失败')).not.toBeInTheDocument();
  });
});
