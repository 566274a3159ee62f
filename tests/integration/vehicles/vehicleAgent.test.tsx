/**
 * A vehicle's 加盟商 reads as the company that owns its service area now, not an id such as A001;
 * a franchisee asking for another franchisee's vehicle learns nothing of it.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import VehicleInfoPage from '@/features/vehicles/pages/VehicleInfoPage';
import { getDb } from '@mocks/db/store';
import { getVehicles } from '@mocks/db/vehicles';
import { call, signInAsPhone } from '../api/backendSession';
import { setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';

vi.mock('@/widgets/map/MapView', () => import('./mapStub'));
setupBackend();

const ownerOf = (areaId: string) => {
  const agentId = getDb().serviceAreas.find((a) => a.id === areaId)?.agentId;
  return getDb().agents.find((a) => a.agentId === agentId)!;
};

describe('a vehicle’s franchisee', { timeout: 60000 }, () => {
  it('vehicle info shows the company’s name, never its id', async () => {
    await signInAs();
    const v = getVehicles()[0];
    const owner = ownerOf(v.serviceAreaId);
    renderPage(VehicleInfoPage, `/vehicle-info?id=${v.vehicleNo}`);
    expect(await screen.findByText(`车辆 ${v.vehicleNo}`)).toBeInTheDocument();
    expect(screen.getByText(owner.company)).toBeInTheDocument();
    expect(screen.queryByText(owner.agentId)).not.toBeInTheDocument();
  });

  it('a franchisee (no vehicle codes) asking for another franchisee’s vehicle is refused and learns no name', async () => {
    const s = await signInAsPhone('13800000002');
    const agentId = getDb().operators.find((o) => o.phone === '13800000002')?.agentId;
    const own = new Set(getDb().agents.find((a) => a.agentId === agentId)?.serviceAreaIds ?? []);
    expect(own.size).toBeGreaterThan(0);
    const other = getVehicles().find((v) => !own.has(v.serviceAreaId))!;
    const res = await call('GET', '/platform/vehicle/detail', { session: s, query: { vehicleNo: other.vehicleNo } });
    expect(res.body.suc).toBe(false);
    expect(res.body.error.promt).toMatch(/^没有访问权限/);
    expect(JSON.stringify(res.body)).not.toContain(ownerOf(other.serviceAreaId).company);
  });
});
