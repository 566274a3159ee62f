/**
 * 运营地图's parking stations (issue 16): each enabled station drawn with the vehicles
 * parked in it now against its capacity (counted by the backend from the vehicles'
 * positions), coloured when over or under; one toggle per fence kind; the 服务区 filter
 * offers only the areas in the header scope; a failed fence load says so with 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import OperationMapPage from '@/features/vehicles/pages/OperationMapPage';
import { http } from '@/shared/http/client';
import { useScope } from '@/shared/scope/store';
import { STATION_COLOR, stationPolygon } from '@/widgets/map/stations';
import { stationFill } from '@contract/fences';
import { getFences } from '@mocks/db/fences';
import { parkedCounts } from '@mocks/db/parking';
import { getVehicles } from '@mocks/db/vehicles';
import { API, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn } from '../harness/queries';
import { openPage } from '../harness/scenarios';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

const stationsNow = () => {
  const stations = getFences().filter((f) => f.kind === 'parking' && f.state === 'enabled');
  const parked = parkedCounts(stations, getVehicles());
  return stations.map((f) => ({
    ...f,
    parked: parked.get(f.id) ?? 0,
    fill: stationFill(parked.get(f.id) ?? 0, f.capacity!),
  }));
};
const mapStub = () => screen.getByTestId('map-stub');

describe('operation map: parking stations', { timeout: 60000 }, () => {
  it('the backend counts the vehicles parked in each station from their positions', async () => {
    await signInAs();
    const list = await http
      .get<{ list: Array<{ id: string; parked?: number; capacity?: number }> }>('/platform/fence/list', {
        kind: 'parking',
      })
      .then((d) => d.list);
    const want = stationsNow();
    expect(list.find((f) => f.id === want[0].id)?.parked).toBe(want[0].parked);
    // the seed has stations over capacity and stations short of vehicles
    expect(want.some((s) => s.fill === 'over')).toBe(true);
    expect(want.some((s) => s.fill === 'under')).toBe(true);
    // a vehicle ridden away from a station is no longer counted there
    const station = want.find((s) => s.parked > 0)!;
    const inside = getVehicles().find(
      (v) =>
        v.serviceAreaId === station.serviceAreaId &&
        v.rideState !== 'riding' &&
        parkedCounts([station], [v]).get(station.id) === 1,
    )!;
    inside.lng += 0.01;
    const again = await http
      .get<{ list: Array<{ id: string; parked?: number }> }>('/platform/fence/list', { kind: 'parking' })
      .then((d) => d.list);
    expect(again.find((f) => f.id === station.id)?.parked).toBe(station.parked - 1);
  });

  it('the big screen gets the same stations with their vehicles parked now, drawn in their fill colour', async () => {
    await signInAs();
    const screen0 = await http.get<{
      stations: Array<{ id: string; parked: number; capacity: number; polygon: [number, number][]; name: string }>;
    }>('/platform/bigscreen/operations', {});
    const want = stationsNow();
    expect(screen0.stations).toHaveLength(want.length);
    const over = want.find((s) => s.fill === 'over')!;
    const got = screen0.stations.find((s) => s.id === over.id)!;
    expect(got.parked).toBe(over.parked);
    expect(stationPolygon(got)).toMatchObject({ color: STATION_COLOR.over, text: `${over.parked}/${over.capacity}` });
  });

  it('shows the stations with their fill, and the 停车区 toggle takes them off the map', async () => {
    const { user } = await openPage(OperationMapPage, '/vehicle/operation-map');
    const want = stationsNow();
    const over = want.filter((s) => s.fill === 'over').length;
    const under = want.filter((s) => s.fill === 'under').length;
    const summary = await screen.findByRole('group', { name: '停车区' }, { timeout: 8000 });
    await waitFor(() => expect(summary).toHaveTextContent(`停车区 ${want.length} 个`));
    const parked = want.reduce((n, s) => n + s.parked, 0);
    const capacity = want.reduce((n, s) => n + s.capacity!, 0);
    expect(summary).toHaveTextContent(
      `停放 ${parked.toLocaleString('zh-CN')} / 容量 ${capacity.toLocaleString('zh-CN')} 辆`,
    );
    expect(within(summary).getByText(`超出容量 ${over}`, { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText(`车辆不足 ${under}`, { exact: false })).toBeInTheDocument();
    const withStations = Number(mapStub().dataset.polygons);

    await user.click(screen.getByRole('checkbox', { name: '停车区' }));
    await waitFor(() => expect(Number(mapStub().dataset.polygons)).toBe(withStations - want.length));
    expect(screen.queryByRole('group', { name: '停车区' })).toBeNull();
    expect(window.location.hash).toContain('fences=service_area%2Cno_stop');
  });

  it('the 服务区 filter offers only the areas in the header scope', async () => {
    await signInAs();
    useScope.getState().setAreas(['SA002']);
    const { user } = renderPage(OperationMapPage, '/vehicle/operation-map');
    await user.click(await screen.findByRole('combobox', { name: '服务区' }));
    const options = await waitFor(() => {
      const list = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
      if (!list.length) throw new Error('no options yet');
      return list;
    });
    expect(options).toHaveLength(1);
  });

  it('a failed fence load says 围栏加载失败 with 重试, which draws the stations', async () => {
    await signInAs();
    let down = true;
    server.use(mswHttp.get(`${API}/platform/fence/list`, () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderPage(OperationMapPage, '/vehicle/operation-map');
    expect(await screen.findByText('围栏加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '停车区' })).toHaveTextContent('停车区 0 个');
    down = false;
    const retry = screen.getAllByRole('button', { name: btn('重试') }).at(-1)!;
    await user.click(retry);
    await waitFor(
      () =>
        expect(screen.getByRole('group', { name: '停车区' })).toHaveTextContent(`停车区 ${stationsNow().length} 个`),
      { timeout: 8000 },
    );
    expect(screen.queryByText('围栏加载失败')).toBeNull();
  });
});
