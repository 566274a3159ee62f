/**
 * Fence permissions and the backend's checks: each kind needs its own code (0503,
 * 0504, 0505) to be listed or saved; the server refuses a polygon with fewer than
 * 3 points, a self-crossing one, one outside its service area, and a parking fence
 * without a capacity.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import NoStopFencePage from '@/features/fences/pages/NoStopFencePage';
import { fenceApi } from '@/shared/api/fences';
import { type FenceInput } from '@contract/fences';
import type { LngLat } from '@contract/common';
import { getFences } from '@mocks/db/fences';
import { getDb } from '@mocks/db/store';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW } from '../harness/render';
import { waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

function near(d = 0.001): LngLat[] {
  const [lng, lat] = getDb().serviceAreas[0].center;
  return [
    [lng + d, lat],
    [lng, lat + d],
    [lng - d, lat - d],
  ];
}

const noStop = (patch: Partial<FenceInput> = {}): FenceInput => ({
  kind: 'no_stop',
  name: '新禁停区',
  serviceAreaId: 'SA001',
  polygon: near(),
  state: 'enabled',
  ...patch,
});

/** The operations role (R002) given the parking code only. */
function parkingOnly() {
  getDb()
    .roles.find((r) => r.id === 'R002')!
    .codes.push('0504');
}

describe('fence permissions and checks', SLOW, () => {
  it('an operator without any fence code is refused', async () => {
    await signInAs('13800000003');
    await expect(fenceApi.page({ page: 1, pageSize: 20, kind: 'parking' })).rejects.toThrow('没有访问权限');
    await expect(fenceApi.save(noStop())).rejects.toThrow('没有访问权限');
  });

  it('with 0504 but not 0505: parking fences are listed, no-stop fences are refused', async () => {
    parkingOnly();
    await signInAs('13800000001');
    const page = await fenceApi.page({ page: 1, pageSize: 20, kind: 'parking' });
    expect(page.items.length).toBe(20);
    await expect(fenceApi.page({ page: 1, pageSize: 20, kind: 'no_stop' })).rejects.toThrow(
      '没有访问权限（需要权限 0505）',
    );
    const before = getFences().length;
    await expect(fenceApi.save(noStop())).rejects.toThrow('没有访问权限（需要权限 0505）');
    const target = getFences().find((f) => f.kind === 'no_stop')!;
    await expect(fenceApi.remove(target.id)).rejects.toThrow('没有访问权限（需要权限 0505）');
    expect(getFences().length).toBe(before);
  });

  it('the no-stop editor of an operator without 0505 says so and lists nothing', async () => {
    parkingOnly();
    await openPage(NoStopFencePage, '/electronic/no-stop-fence', { as: '13800000001' });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('没有访问权限（需要权限 0505）').length).toBeGreaterThan(0);
    expect(screen.getByText('数据加载失败')).toBeInTheDocument();
  });

  it('the server checks the polygon, the area and the capacity', async () => {
    await signInAs();
    const [lng, lat] = getDb().serviceAreas[0].center;
    const d = 0.001;
    await expect(fenceApi.save(noStop({ polygon: near().slice(0, 2) }))).rejects.toThrow('围栏至少需要3个点');
    await expect(
      fenceApi.save(
        noStop({
          polygon: [
            [lng - d, lat - d],
            [lng + d, lat + d],
            [lng + d, lat - d],
            [lng - d, lat + d],
          ],
        }),
      ),
    ).rejects.toThrow('围栏边界不能自相交');
    await expect(fenceApi.save(noStop({ polygon: near().map(([x, y]) => [x + 1, y] as LngLat) }))).rejects.toThrow(
      '禁停围栏须位于所属服务区内',
    );
    await expect(fenceApi.save({ ...noStop(), kind: 'parking' })).rejects.toThrow('停车容量须为 1～9999 辆');
    await expect(fenceApi.save(noStop({ name: ' ' }))).rejects.toThrow('请输入围栏名称');
    const saved = await fenceApi.save({ ...noStop(), kind: 'parking', capacity: 12, provider: 'tencent' });
    expect(getFences()[0]).toMatchObject({
      id: saved.id,
      kind: 'parking',
      capacity: 12,
      provider: 'tencent',
      polygon: [...near(), near()[0]],
    });
  });

  it('a franchisee given 0505 lists only the fences of its own service areas', async () => {
    getDb()
      .roles.find((r) => r.id === 'AR001')!
      .codes.push('0505');
    await openPage(NoStopFencePage, '/electronic/no-stop-fence', { as: '13800000002' });
    const keys = await waitForRows();
    const own = new Set(getDb().agents.find((a) => a.agentId === 'A001')!.serviceAreaIds);
    expect(keys.every((k) => own.has(getFences().find((f) => f.id === k)!.serviceAreaId))).toBe(true);
    expect(
      screen.getByText(`共 ${getFences().filter((f) => f.kind === 'no_stop' && own.has(f.serviceAreaId)).length} 条`),
    ).toBeInTheDocument();
  });
});
