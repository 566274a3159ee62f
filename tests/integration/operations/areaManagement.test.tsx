/**
 * 区域管理: the maintenance areas of the service areas, each with its field staff;
 * a new area is drawn, given staff of its service area and saved; one drawn over
 * another area is refused with the server's message and keeps the form and the
 * drawing; a failed staff load says so and 重试 loads it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AreaManagementPage from '@/features/operations/pages/AreaManagementPage';
import type { LngLat } from '@contract/common';
import { pointInPolygon, ringsOverlap } from '@/shared/utils/geometry';
import { getFences } from '@mocks/db/fences';
import { staffFor } from '@mocks/db/opsTasks';
import { getDb } from '@mocks/db/store';
import { clickMap } from '../fences/clickMap';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, pastThrottle, rowOf, waitForRows } from '../harness/queries';
import { refuseNextRead, openPage } from '../harness/scenarios';

vi.mock('@/widgets/map/MapView', () => import('../fences/mapStub'));
setupBackend();

type User = ReturnType<typeof renderPage>['user'];

const maintainAreas = (areaId: string) =>
  getFences().filter((f) => f.kind === 'maintain_area' && f.serviceAreaId === areaId);

/** A small triangle inside the service area, clear of its maintenance areas (or over the first one). */
function triangle(areaId: string, clear: boolean): LngLat[] {
  const area = getDb().serviceAreas.find((a) => a.id === areaId)!;
  const tri = ([lng, lat]: LngLat): LngLat[] => [
    [lng + 0.001, lat],
    [lng, lat + 0.001],
    [lng - 0.001, lat - 0.001],
  ];
  if (!clear) return tri(maintainAreas(areaId)[0].polygon[0]);
  for (let dx = -0.02; dx <= 0.02; dx += 0.002) {
    for (let dy = -0.02; dy <= 0.02; dy += 0.002) {
      const t = tri([area.center[0] + dx, area.center[1] + dy]);
      if (
        t.every((p) => pointInPolygon(p, area.polygon)) &&
        !maintainAreas(areaId).some((m) => ringsOverlap(m.polygon, t))
      )
        return t;
    }
  }
  throw new Error('no free ground');
}

/** Draws a closed polygon on the stubbed map. */
async function draw(user: User, points: LngLat[]) {
  await clickMap(user, points);
  await user.click(screen.getByRole('button', { name: '点击第一个顶点' }));
}

async function startNew(user: User, name: string, areaId: string) {
  await user.click(screen.getByRole('button', { name: /新增围栏/ }));
  const form = screen.getByRole('form', { name: '新增运维区域' });
  await user.type(within(form).getByRole('textbox', { name: '围栏名称' }), name);
  await choose(user, '所属服务区', getDb().serviceAreas.find((a) => a.id === areaId)!.name, form);
  return form;
}

/** Picks a staff member in the form's picker (shown with their open task count). */
async function pickStaff(user: User, form: HTMLElement, name: string) {
  await user.click(within(form).getByRole('combobox', { name: '运维人员' }));
  const option = () =>
    [
      ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((o) => o.textContent!.startsWith(`${name}（`));
  await waitFor(() => expect(option()).toBeDefined());
  await user.click(option()!);
  // chosen: the tag is in the picker
  await waitFor(() => expect(form.querySelector('.ant-select-selection-item')).toHaveTextContent(name));
  await user.keyboard('{Escape}');
}

describe('区域管理', SLOW, () => {
  it('lists the maintenance areas with their staff; a new one is drawn, staffed and saved', async () => {
    await signInAs();
    const seen = captureRequests('/platform/fence/page');
    const saves = captureRequests('/platform/fence/save');
    const { user } = renderPage(AreaManagementPage, '/data/area-management');
    const keys = await waitForRows();
    expect(seen.at(-1)?.query).toMatchObject({ kind: 'maintain_area' });
    const first = getFences().find((f) => f.id === keys[0])!;
    const names = new Map(getDb().operators.map((o) => [o.opManId, o.name]));
    expect(
      within(rowOf(first.id)).getByText(first.staffIds!.map((id) => names.get(id)).join('、')),
    ).toBeInTheDocument();

    const area = getDb().serviceAreas[2];
    const form = await startNew(user, '测试片区', area.id);
    await draw(user, triangle(area.id, true));
    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    expect(await within(form).findByText('请选择运维人员')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    const who = staffFor(area)[0];
    await pickStaff(user, form, who.name);
    await pastThrottle();
    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saves.at(-1)?.body).toMatchObject({
      kind: 'maintain_area',
      name: '测试片区',
      serviceAreaId: area.id,
      staffIds: [who.opManId],
    });
    expect(getFences().find((f) => f.name === '测试片区')).toMatchObject({
      kind: 'maintain_area',
      staffIds: [who.opManId],
    });
    await waitFor(() => expect(screen.getByText('测试片区')).toBeInTheDocument());
  });

  it('an area drawn over another is refused with the server’s message; the form and the drawing stay', async () => {
    const { user } = await openPage(AreaManagementPage, '/data/area-management');
    await waitForRows();
    const area = getDb().serviceAreas[0];
    const form = await startNew(user, '重叠片区', area.id);
    await draw(user, triangle(area.id, false));
    await pickStaff(user, form, staffFor(area)[0].name);
    await user.click(within(form).getByRole('button', { name: btn('保存') }));
    expect(await within(form).findByText('运维区域不能与同一服务区的其他运维区域重叠')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '围栏名称' })).toHaveValue('重叠片区');
    expect(within(form).getByText('围栏已闭合，共 3 个顶点')).toBeInTheDocument();
    expect(getFences().some((f) => f.name === '重叠片区')).toBe(false);
  });

  it('a failed staff load says so; 重试 loads the staff of the area', async () => {
    await signInAs();
    refuseNextRead('/platform/ops/staff', '人员服务繁忙');
    const seen = captureRequests('/platform/ops/staff');
    const { user } = renderPage(AreaManagementPage, '/data/area-management');
    await waitForRows();
    const area = getDb().serviceAreas[0]; // a new area starts in the first service area: its staff load first
    const form = await startNew(user, '新片区', area.id);
    expect(await within(form).findByText('运维人员加载失败：人员服务繁忙')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ serviceAreaId: area.id }));
    await waitFor(() => expect(within(form).queryByText(/运维人员加载失败/)).toBeNull());
    await user.click(within(form).getByRole('combobox', { name: '运维人员' }));
    const names = staffFor(area).map((o) => o.name);
    const shown = () =>
      [
        ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
      ].map((o) => o.textContent!.split('（')[0]);
    await waitFor(() => expect(shown().sort()).toEqual([...names].sort()));
  });
});
