/**
 * 轨迹回放's time range is shown, read and sent in the service areas' zone (UTC+8) whatever the
 * browser's zone: the same afternoon reads the same in a UTC browser and in one at UTC−8, and
 * a time typed in is read as Hangzhou's clock. (Node follows process.env.TZ when it changes.)
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TracePlayback from '@/features/vehicles/components/TracePlayback';
import { http, HttpResponse } from 'msw';
import { captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderInApp } from '../harness/render';
import { getOrders } from '@mocks/db/orders';
import { getVehicles } from '@mocks/db/vehicles';
import { now } from '@/shared/utils/clock';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const inputs = () => Array.from(document.querySelectorAll<HTMLInputElement>('.ant-picker-range input'));

// the tests' clock: 2026-11-23 14:30 in UTC+8 (06:30 UTC)
describe.each(['UTC', 'America/Los_Angeles'])('trace range in a browser at %s', (tz) => {
  it('shows the last two hours by Hangzhou’s clock and asks for exactly those moments', async () => {
    process.env.TZ = tz;
    await signInAs();
    const traces = captureRequests('/platform/vehicle/trace');
    renderInApp(<TracePlayback vehicleNo="8600007" />);
    await waitFor(() => expect(traces).toHaveLength(1));
    expect(inputs().map((i) => i.value)).toEqual(['2026-11-23 12:30', '2026-11-23 14:30']);
    expect(traces[0].query).toMatchObject({ from: '2026-11-23T04:30:00.000Z', to: '2026-11-23T06:30:00.000Z' });
  });

  it('今天 starts at midnight in Hangzhou; a trace that fails to load says 轨迹加载失败', async () => {
    process.env.TZ = tz;
    await signInAs();
    const traces = captureRequests('/platform/vehicle/trace');
    const { user } = renderInApp(<TracePlayback vehicleNo="8600007" />);
    await waitFor(() => expect(traces).toHaveLength(1));
    await user.click(inputs()[0]);
    await user.click(await screen.findByText('今天'));
    await waitFor(() => expect(inputs().map((i) => i.value)).toEqual(['2026-11-23 00:00', '2026-11-23 14:30']));
    server.use(
      http.get('*/ebike/v3/backend/platform/vehicle/trace', () =>
        HttpResponse.json({ suc: false, error: { code: 500, promt: '轨迹服务异常' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /查询轨迹/ }));
    await waitFor(() => expect(traces).toHaveLength(2));
    expect(traces[1].query).toMatchObject({ from: '2026-11-22T16:00:00.000Z', to: '2026-11-23T06:30:00.000Z' });
    expect(await screen.findByText('轨迹加载失败')).toBeInTheDocument();
    // 重试 asks again for the same range; the backend answers now
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(traces).toHaveLength(3));
    expect(traces[2].query).toMatchObject(traces[1].query as Record<string, unknown>);
    await waitFor(() => expect(screen.queryByText('轨迹加载失败')).toBeNull());
  });
});

describe('a vehicle that stood still', () => {
  it('says so: not ridden in the range, one fix every ten minutes where it stands', async () => {
    await signInAs();
    const v = getVehicles().find(
      (x) =>
        x.rideState !== 'riding' &&
        !getOrders().some((o) => o.vehicleNo === x.vehicleNo && Date.parse(o.endAt ?? o.startAt) > now() - 3 * 3600000),
    )!;
    renderInApp(<TracePlayback vehicleNo={v.vehicleNo} />);
    expect(await screen.findByTestId('trace-standing')).toHaveTextContent('该时段内车辆未被骑行');
    expect(screen.getByTestId('map-stub').getAttribute('data-marker')).toBe(`${v.lng},${v.lat}`);
  });
});
