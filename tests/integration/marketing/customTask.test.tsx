/**
 * /marketing/custom-activity-task (1710) and its edit page: the operator's tasks with
 * their conditions; 预估人数 asks the backend, which counts the riders who qualify now
 * over its riders and rides (after an outage, 重试); an edit with a second condition is
 * sent in metres and fen; a taken name keeps the form with the server's reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CustomTaskEditPage from '@/features/marketing/pages/CustomTaskEditPage';
import CustomTaskPage from '@/features/marketing/pages/CustomTaskPage';
import { getRiders } from '@mocks/db/riders';
import { meets } from '@mocks/handlers/activityTasks';
import { now } from '@/shared/utils/clock';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, choose, pastThrottle, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const LIST = '/marketing/custom-activity-task';
const EDIT = '/marketing/custom-activity-task-edit';

describe(LIST, { timeout: 120000 }, () => {
  it('lists the tasks with their conditions, area and reward', async () => {
    await openPage(CustomTaskPage, LIST);
    expect(await waitForRows(2)).toEqual(['CT002', 'CT001']);
    expect(within(rowOf('CT002')).getByText('近 14 天骑行次数 ≥ 10 次')).toBeInTheDocument();
    expect(within(rowOf('CT002')).getByText('西湖服务区')).toBeInTheDocument();
    expect(
      within(rowOf('CT001')).getByText('近 30 天骑行里程 ≥ 30 公里，且近 30 天骑行消费 ≥ 20 元'),
    ).toBeInTheDocument();
    expect(within(rowOf('CT001')).getByText('全部服务区')).toBeInTheDocument();
  });

  it('预估人数 counts the riders who qualify now, after an outage until 重试', async () => {
    await signInAs();
    let down = true;
    server.use(
      mswHttp.get(`${API}/platform/marketing/custom-task/preview`, () => (down ? HttpResponse.error() : undefined)),
    );
    const seen = captureRequests('/platform/marketing/custom-task/preview');
    const { user } = renderPage(CustomTaskEditPage, EDIT, { [LIST]: CustomTaskPage });
    await screen.findByRole('textbox', { name: '任务名称' });
    await choose(user, '服务区', '西湖服务区');
    const min = screen.getByRole('textbox', { name: '条件1数值' });
    await user.clear(min);
    await user.type(min, '1');
    await user.click(screen.getByRole('button', { name: btn('预估人数') }));
    const retry = await screen.findByRole('button', { name: btn('重试') }, { timeout: 20000 });
    down = false;
    await user.click(retry);
    const at = now();
    const conditions = [{ metric: 'ride_count' as const, min: 1, days: 7 }];
    const segment = getRiders().filter((r) => r.serviceAreaId === 'SA001' && !r.blacklisted);
    const expected = segment.filter((r) => meets(r.userId, conditions, at)).length;
    expect(
      await screen.findByText(`当前符合条件的用户：${expected} 人（所选用户群 ${segment.length} 人）`),
    ).toBeInTheDocument();
    expect(expected).toBeGreaterThan(0);
    const sent = seen.at(-1)?.query as Record<string, string>;
    expect(JSON.parse(sent.conditions)).toEqual(conditions);
    expect(sent).toMatchObject({ serviceAreaId: 'SA001', depositPaid: 'false', realNameVerified: 'false' });
  });

  it('a taken name keeps the form; an edit with a second condition is sent in metres and fen', async () => {
    const { user, seen } = await openPage(CustomTaskEditPage, `${EDIT}?id=CT002`, {
      capture: '/platform/marketing/custom-task',
      more: { [LIST]: CustomTaskPage },
    });
    const name = await screen.findByRole('textbox', { name: '任务名称' });
    expect(name).toHaveValue('通勤达人');
    await user.click(screen.getByRole('button', { name: /添加条件/ }));
    await choose(user, '条件2类型', '骑行里程');
    const min = screen.getByRole('textbox', { name: '条件2数值' });
    await user.clear(min);
    await user.type(min, '12.5');
    await user.clear(name);
    await user.type(name, '长途骑士');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('任务名称已存在')).toBeInTheDocument();
    // kept as typed (a number input showed its own 12.50)
    expect(screen.getByRole('textbox', { name: '条件2数值' })).toHaveValue('12.5');

    await user.clear(screen.getByRole('textbox', { name: '任务名称' }));
    await user.type(screen.getByRole('textbox', { name: '任务名称' }), '通勤达人二期');
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('CT002')).getByText('通勤达人二期')).toBeInTheDocument());
    expect(
      within(rowOf('CT002')).getByText('近 14 天骑行次数 ≥ 10 次，且近 7 天骑行里程 ≥ 12.5 公里'),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      id: 'CT002',
      name: '通勤达人二期',
      conditions: [
        { metric: 'ride_count', min: 10, days: 14 },
        { metric: 'distance', min: 12500, days: 7 },
      ],
      segment: { serviceAreaId: 'SA001', realNameVerified: false, depositPaid: true, registeredWithinDays: 0 },
    });
  });
});
