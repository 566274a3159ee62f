/**
 * /user-order-detail: the ride's track on the map (issue 16) — start, end and route from
 * the backend's stored track, where it ended against the nearest station, the playback
 * block of /vehicle-info; a failed load says so with 重试.
 */
import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailPage from '@/features/orders/pages/OrderDetailPage';
import { http } from '@/shared/http/client';
import type { RideTrack } from '@contract/rideTracks';
import { getOrders } from '@mocks/db/orders';
import { API, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn } from '../harness/queries';

vi.mock('@/widgets/map/MapView', () => import('../vehicles/mapStub'));
setupBackend();

async function openTrack(orderId: string) {
  const page = renderPage(OrderDetailPage, `/user-order-detail?id=${orderId}`);
  await screen.findByText(`订单 ${orderId}`, {}, { timeout: 10000 });
  await page.user.click(screen.getByRole('tab', { name: '骑行轨迹' }));
  return page;
}

describe('a ride’s track', SLOW, () => {
  it('the backend derives the same track every time, from the ride’s start to its end', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && !x.endedOutsideParking && x.end)!;
    const a = await http.get<RideTrack>('/platform/order/track', { orderId: o.orderId });
    const b = await http.get<RideTrack>('/platform/order/track', { orderId: o.orderId });
    expect(b.points).toEqual(a.points);
    expect(a.points[0].slice(0, 2)).toEqual(o.start);
    expect(a.points.at(-1)!.slice(0, 2)).toEqual(o.end);
    expect(a.points[0][2]).toBe(Date.parse(o.startAt));
    expect(a.points.at(-1)![2]).toBe(Date.parse(o.endAt!));
    // a ride returned at a station ended inside its nearest one
    expect(a.nearestStation?.inside).toBe(true);
    await expect(http.get('/platform/order/track', { orderId: 'NOPE' }, { silent: true })).rejects.toThrow(
      '未找到该订单',
    );
  });

  it('shows the route, where it ended against the nearest station, with the playback block', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && x.endedOutsideParking && x.end)!;
    const track = await http.get<RideTrack>('/platform/order/track', { orderId: o.orderId });
    await openTrack(o.orderId);
    const map = await screen.findByRole('region', { name: '轨迹地图' });
    // the whole route, and nothing ridden yet
    expect(map.dataset.polylines).toBe(`${track.points.length},1`);
    expect(map.dataset.marker).toBe(`${track.points[0][0]},${track.points[0][1]}`);
    expect(Number(map.dataset.polygons)).toBe(track.fences.length);
    const end = screen.getByTestId('ride-end');
    expect(end).toHaveTextContent('停车点外');
    expect(end).toHaveTextContent(
      `最近停车点「${track.nearestStation!.name}」，距离 ${track.nearestStation!.metres.toLocaleString('zh-CN')} 米`,
    );
    // the playback block of /vehicle-info
    expect(screen.getByTestId('playback-time')).toHaveTextContent(`第 1 / ${track.points.length} 个定位点`);
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
  });

  it('a failed track load says 骑行轨迹加载失败 with 重试, which draws it', async () => {
    await signInAs();
    let down = true;
    server.use(mswHttp.get(`${API}/platform/order/track`, () => (down ? HttpResponse.error() : undefined)));
    const o = getOrders().find((x) => x.status === 'paid' && x.end)!;
    const { user } = await openTrack(o.orderId);
    expect(await screen.findByText('骑行轨迹加载失败', {}, { timeout: 10000 })).toBeInTheDocument();
    down = false;
    await user.click(screen.getAllByRole('button', { name: btn('重试') }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('region', { name: '轨迹地图' })).toBeInTheDocument(), {
      timeout: 10000,
    });
    expect(screen.queryByText('骑行轨迹加载失败')).toBeNull();
  });
});
