/**
 * /home, the operations overview: today's rides and the fleet as the embedded
 * backend counts them, narrowed to a franchisee's own vehicles; a failed load
 * offers 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OverviewPage from '@/features/dashboard/pages/OverviewPage';
import { getOrders } from '@mocks/db/orders';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getVehicles } from '@mocks/db/vehicles';
import { dayOf } from '@mocks/lib/stats';
import { setupBackend, signInAs } from '../harness/backend';
import { SHELL_TIMEOUT, SLOW, renderApp, renderPage } from '../harness/render';
import { btn } from '../harness/queries';
import { refuseNextRead, openPage } from '../harness/scenarios';
import { now } from '@/shared/utils/clock';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();

const n = (x: number) => x.toLocaleString('zh-CN');
const card = (title: string | RegExp) => screen.getByText(title).closest('.ant-card') as HTMLElement;
const ridesToday = (agentId?: string) =>
  getOrders().filter(
    (o) => o.status !== 'cancelled' && dayOf(o.startAt) === dayOf(now()) && (!agentId || o.agentId === agentId),
  ).length;

describe('/home overview', SLOW, () => {
  it('shows today’s rides and the whole fleet to the administrator', async () => {
    await openPage(OverviewPage, '/home');
    await screen.findByText('今日骑行');
    expect(within(card('今日骑行')).getByText(n(ridesToday()))).toBeInTheDocument();
    expect(screen.getByText(`车辆状态（共 ${n(getVehicles().length)} 辆）`)).toBeInTheDocument();
    const online = getVehicles().filter((v) => v.online).length;
    expect(
      within(card('车辆在线率')).getByText(new RegExp(`^${n(online)} / ${n(getVehicles().length)} 辆在线`)),
    ).toBeInTheDocument();
  });

  it('counts open operation tasks by kind under names that say so: 维修任务 is repair-type tasks, not repair tickets', async () => {
    await openPage(OverviewPage, '/home');
    await screen.findByText('今日骑行');
    const open = getVehicleLogs().tasks.filter(
      (t) => t.kind === 'repair' && t.status !== 'done' && t.status !== 'cancelled',
    );
    const row = within(card(/未完成运维任务（/)).getByText('维修任务').parentElement!;
    expect(row).toHaveTextContent(`维修任务${n(open.length)}`);
  });

  it('a franchisee sees only its own vehicles and rides', async () => {
    await openPage(OverviewPage, '/home', { as: '13800000002' });
    await screen.findByText('今日骑行');
    const own = getVehicles().filter((v) => v.agentId === 'A001').length;
    expect(own).toBeLessThan(getVehicles().length);
    expect(screen.getByText(`车辆状态（共 ${n(own)} 辆）`)).toBeInTheDocument();
    expect(within(card('今日骑行')).getByText(n(ridesToday('A001')))).toBeInTheDocument();
  });

  it('links to 运营地图 and 运维任务 only for whoever has them in its menu', async () => {
    await signInAs();
    renderApp('/home');
    await screen.findByText(/车辆状态（共/, undefined, { timeout: SHELL_TIMEOUT });
    expect(within(card(/车辆状态（共/)).getByRole('link', { name: '运营地图' })).toHaveAttribute(
      'href',
      '#/vehicle/operation-map',
    );
    expect(within(card(/未完成运维任务（/)).getByRole('link', { name: '运维任务' })).toHaveAttribute(
      'href',
      '#/data/operation-tasks',
    );
  });

  it('the franchisee, without 运营地图 or 运维任务, is offered no link that would end on 404', async () => {
    await signInAs('13800000002');
    renderApp('/home');
    await screen.findByText(/车辆状态（共/, undefined, { timeout: SHELL_TIMEOUT });
    expect(within(card(/车辆状态（共/)).queryByRole('link')).toBeNull();
    expect(within(card(/未完成运维任务（/)).queryByRole('link')).toBeNull();
  });

  it('a failed load shows why and 重试 loads the figures', async () => {
    await signInAs();
    refuseNextRead('/platform/dashboard/overview', '统计服务繁忙');
    const { user } = renderPage(OverviewPage, '/home');
    expect(await screen.findByText('统计服务繁忙')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    expect(await screen.findByText('今日骑行')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('加载失败')).not.toBeInTheDocument());
  });
});
