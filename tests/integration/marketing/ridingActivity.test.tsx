/**
 * /marketing/activity-config (1706) against the embedded backend: the activities with
 * their rule, phase, state, participants and rewards; enabling an activity that overlaps
 * an enabled one of the same kind in a shared area is refused (and other kinds may
 * overlap); an edit is sent and changes the row; delete is refused once anyone took
 * part and removes an activity nobody joined; a list outage shows 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import RidingActivityPage from '@/features/marketing/pages/RidingActivityPage';
import { http } from '@/shared/http/client';
import { getRidingActivities } from '@mocks/db/activities';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { saveRowEdit, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/activity-config';
const ALL = ['RD004', 'RD003', 'RD002', 'RD001'];
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => '',
    (e: Error) => e.message,
  );

describe(PATH, { timeout: 120000 }, () => {
  it('lists the activities with rule, phase, state, participants and rewards', async () => {
    await openPage(RidingActivityPage, PATH);
    expect(await waitForRows(4)).toEqual(ALL);
    const challenge = within(rowOf('RD003'));
    expect(challenge.getByText('骑行满 5 次得余额 ¥3.00（每人限 2 次）')).toBeInTheDocument();
    expect(challenge.getByText('进行中')).toBeInTheDocument();
    expect(challenge.getByText('326 人')).toBeInTheDocument();
    expect(challenge.getByText('58 次')).toBeInTheDocument();
    expect(within(rowOf('RD002')).getByText('20:00–24:00 开始的骑行 8 折')).toBeInTheDocument();
    expect(within(rowOf('RD004')).getByText('未开始')).toBeInTheDocument();
    expect(within(rowOf('RD004')).getByText('停用')).toBeInTheDocument();
    expect(within(rowOf('RD001')).getByText('已结束')).toBeInTheDocument();
  });

  it("each figure says on hover what it counts, by the activity's type: a 时段折扣's participants are the riders of the rides it discounted, riding-card rides in neither", async () => {
    const { user } = await openPage(RidingActivityPage, PATH);
    await waitForRows(4);
    const night = getRidingActivities().find((a) => a.id === 'RD002')!;
    // the tooltip that opens on a figure, found by what it says (the last one may still be closing)
    const hover = async (row: string, text: string, says: string) => {
      const figure = within(rowOf(row)).getByText(text);
      await user.hover(figure);
      const tip = await waitFor(() => {
        const open = screen.getAllByRole('tooltip').find((t) => t.textContent?.includes(says));
        if (!open) throw new Error(`no tooltip on ${row} ${text} says ${says}`);
        return open;
      });
      await user.unhover(figure);
      return tip.textContent ?? '';
    };
    expect(await hover('RD002', `${night.participants} 人`, '参与人数：')).toContain(
      '参与人数：至少有一单按活动折扣计费的用户（骑行卡骑行不计入）',
    );
    expect(await hover('RD002', `${night.rewarded} 单`, '优惠单数：')).toContain(
      '优惠单数：按活动折扣计费的骑行订单（骑行卡骑行不打折，不计入）',
    );
    // a 骑行满次奖励 counts other things: no hours, no riding cards
    const challenge = await hover('RD003', '326 人', '参与人数：活动期间');
    expect(challenge).toContain('参与人数：活动期间在活动服务区完成骑行的用户');
    expect(challenge).not.toContain('骑行卡');
    expect(await hover('RD003', '58 次', '已奖励：')).toContain(
      '已奖励：发放奖励的次数（每骑满规定次数得一次，每人不超过限额）',
    );
  });

  it('enabling an activity that overlaps an enabled one of the same kind in a shared area is refused', async () => {
    const { user, seen } = await openPage(RidingActivityPage, PATH, {
      capture: '/platform/marketing/riding-activity/state',
    });
    await waitForRows(4);
    await user.click(within(rowOf('RD004')).getByRole('button', { name: btn('启用') }));
    const d = await dialog('启用骑行活动');
    await user.click(within(d).getByRole('button', { name: btn('启用') }));
    expect(await screen.findByText('与「冬日骑行挑战」在滨江服务区的活动时间重叠')).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ id: 'RD004', state: 'enabled' });
    expect(getRidingActivities().find((a) => a.id === 'RD004')?.state).toBe('disabled');
  });

  it('the backend refuses a new overlapping activity of the same kind, and allows another kind', async () => {
    await signInAs();
    const a = getRidingActivities().find((x) => x.id === 'RD003')!;
    const base = { serviceAreaIds: ['SA002'], startDate: a.endDate, endDate: a.endDate, limitPerRider: 1 };
    const rides = {
      kind: 'ride_count',
      rides: 3,
      fromHour: 0,
      toHour: 0,
      discount: 0,
      reward: { kind: 'balance', amount: 100 },
    };
    // a reward is its kind and that kind's own fields: one carrying another kind's is refused
    expect(
      await refusal(
        http.post(
          '/platform/marketing/riding-activity',
          {
            ...base,
            ...rides,
            name: '带多余字段的奖励',
            reward: { kind: 'balance', couponId: '', amount: 100, days: 0 },
          },
          { silent: true },
        ),
      ),
    ).toBe('不支持的字段：couponId、days');
    expect(
      await refusal(
        http.post(
          '/platform/marketing/riding-activity',
          { ...base, ...rides, name: '天数奖励带金额', reward: { kind: 'card_days', days: 3, amount: 100 } },
          { silent: true },
        ),
      ),
    ).toBe('不支持的字段：amount');
    expect(
      await refusal(
        http.post('/platform/marketing/riding-activity', { ...base, ...rides, name: '重叠的活动' }, { silent: true }),
      ),
    ).toBe('与「冬日骑行挑战」在滨江服务区的活动时间重叠');
    expect(
      await refusal(
        http.post('/platform/marketing/riding-activity', {
          ...base,
          name: '滨江早高峰9折',
          kind: 'discount_hours',
          rides: 0,
          fromHour: 7,
          toHour: 9,
          discount: 90,
        }),
      ),
    ).toBe('');
    expect(getRidingActivities()[0]).toMatchObject({
      id: 'RD005',
      name: '滨江早高峰9折',
      state: 'enabled',
      participants: 0,
    });
  });

  it('an edit is sent with the discount in percent and changes the row', async () => {
    const seen = captureRequests('/platform/marketing/riding-activity');
    await saveRowEdit(RidingActivityPage, PATH, {
      rows: 4,
      row: 'RD002',
      dialog: '编辑骑行活动',
      field: '折扣',
      value: '7.5',
    });
    await waitFor(() => expect(within(rowOf('RD002')).getByText('20:00–24:00 开始的骑行 7.5 折')).toBeInTheDocument());
    const sent = seen.find((r) => r.method === 'PUT')?.body;
    expect(sent).toMatchObject({
      id: 'RD002',
      kind: 'discount_hours',
      fromHour: 20,
      toHour: 24,
      discount: 75,
    });
    // a 时段折扣 gives no reward and sends none
    expect(sent).not.toHaveProperty('reward');
  });

  it('delete is refused once anyone took part, and removes an activity nobody joined', async () => {
    const { user } = await openPage(RidingActivityPage, PATH);
    await waitForRows(4);
    const remove = async (id: string, name: string) => {
      await user.click(within(rowOf(id)).getByRole('button', { name: btn('删除') }));
      const ask = (await screen.findByText(`确定删除「${name}」吗？`)).closest<HTMLElement>('.ant-popover');
      await user.click(within(ask as HTMLElement).getByRole('button', { name: btn('删除') }));
    };
    await remove('RD003', '冬日骑行挑战');
    expect(await screen.findByText('该活动已有用户参与，不能删除')).toBeInTheDocument();
    expect(rowKeys()).toContain('RD003');
    await pastThrottle();
    await remove('RD004', '滨江开城骑行周');
    await waitFor(() => expect(rowKeys()).toEqual(['RD003', 'RD002', 'RD001']));
  });

  it('a list outage shows 重试, which loads the activities', async () => {
    await signInAs();
    let down = true;
    server.use(
      mswHttp.get(`${API}/platform/marketing/riding-activity`, () => (down ? HttpResponse.error() : undefined)),
    );
    const { user } = renderPage(RidingActivityPage, PATH);
    const retry = await screen.findByRole('button', { name: btn('重试') }, { timeout: 20000 });
    down = false;
    await user.click(retry);
    expect(await waitForRows(4)).toEqual(ALL);
  });
});
