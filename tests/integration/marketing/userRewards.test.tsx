/**
 * /marketing/user-rewards (170801) against the embedded backend: an activity has
 * twice its invites in rewards; activity and status are sent and narrow the list;
 * a phone finds that rider's rewards (shown masked); a time range from the URL is
 * sent and bounds the rows; a failed load offers 重试; a user without 170801 is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UserRewardsPage from '@/features/marketing/pages/UserRewardsPage';
import { maskPhone } from '@/shared/utils/format';
import { getInviteActivities, getUserRewards } from '@mocks/db/invites';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, choose, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectRetriedLoad, expectOperationsRefused } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/user-rewards';
/** The list's requests (not the activity options'). */
const listRequests = () => {
  const seen = captureRequests('/platform/marketing/user-reward');
  return () => seen.filter((r) => r.path.endsWith('/user-reward'));
};
const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3600000).toISOString().slice(0, 10);

describe(PATH, { timeout: 120000 }, () => {
  it('an activity lists twice its invites; activity and status are sent and narrow the list', async () => {
    await signInAs();
    const seen = listRequests();
    const { user } = renderPage(UserRewardsPage, PATH);
    await waitForRows(20);
    expect(screen.getByText(`共 ${getUserRewards().length} 条`)).toBeInTheDocument();
    const invites = getInviteActivities().find((a) => a.id === 'IA003')?.invites ?? 0;
    await choose(user, '活动', '冬季邀请有礼');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(screen.getByText(`共 ${invites * 2} 条`)).toBeInTheDocument());

    await choose(user, '状态', '已使用');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    const used = getUserRewards().filter((r) => r.activityId === 'IA003' && r.status === 'used');
    await waitFor(() =>
      expect(seen().at(-1)?.query).toEqual({ page: 1, pageSize: 20, activityId: 'IA003', status: 'used' }),
    );
    await waitFor(() => expect(rowKeys()).toEqual(used.slice(0, 20).map((r) => r.id)));
    expect(screen.getByText(`共 ${used.length} 条`)).toBeInTheDocument();
    const row = within(rowOf(used[0].id));
    expect(row.getByText('已使用')).toBeInTheDocument();
    expect(row.getByText(used[0].role === 'inviter' ? '余额 ¥5.00' : '优惠券「新用户骑行券」')).toBeInTheDocument();
  });

  it("a phone finds that rider's rewards, shown masked", async () => {
    await signInAs();
    const seen = listRequests();
    const { user } = renderPage(UserRewardsPage, PATH);
    await waitForRows(20);
    const { phone } = getUserRewards()[7];
    const mine = getUserRewards().filter((r) => r.phone.includes(phone));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), phone);
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen().at(-1)?.query).toEqual({ page: 1, pageSize: 20, keyword: phone }));
    await waitFor(() => expect(rowKeys()).toEqual(mine.map((r) => r.id)));
    expect(within(rowOf(mine[0].id)).getByText(maskPhone(phone))).toBeInTheDocument();
    expect(screen.queryByText(phone)).toBeNull();
  });

  it('a time range from the URL is sent and bounds the rows', async () => {
    await signInAs();
    const seen = listRequests();
    const first = getUserRewards()[30];
    const range = `${day(first.createdAt)}~${day(first.createdAt)}`;
    renderPage(UserRewardsPage, `${PATH}?createdAt=${range}`);
    await waitFor(() => expect(seen().at(-1)?.query).toEqual({ page: 1, pageSize: 20, createdAt: range }));
    const inDay = getUserRewards().filter((r) => day(r.createdAt) === day(first.createdAt));
    await waitFor(() => expect(rowKeys()).toEqual(inDay.slice(0, 20).map((r) => r.id)));
  });

  it('a failed load offers 重试', async () => {
    await expectRetriedLoad(UserRewardsPage, PATH, '/platform/marketing/user-reward', 20);
  });

  it('a user without 170801 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/marketing/user-reward');
  });
});
