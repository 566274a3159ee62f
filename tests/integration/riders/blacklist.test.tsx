/**
 * /black-list (08): the search reaches the server; a rider added (by phone, with
 * a reason and an end date) is listed first and flagged; removal is confirmed
 * first; a refused addition keeps the dialog's values.
 */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import BlacklistPage from '@/features/riders/pages/BlacklistPage';
import { getBlacklist } from '@mocks/db/blacklist';
import { getRiders } from '@mocks/db/riders';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, lastRequest, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { now } from '@/shared/utils/clock';
import { openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/blacklist/list';

describe('/black-list', SLOW, () => {
  it('a search sends the keyword and the term, and shows the matching entries', async () => {
    const { user, seen } = await openPage(BlacklistPage, '/black-list', { capture: LIST });
    expect((await lastRequest(seen)).query).toEqual({ page: 1, pageSize: 20 });
    await waitForRows();
    expect(screen.getByText(`共 ${getBlacklist().length} 条`)).toBeInTheDocument();

    await choose(user, '期限', '永久');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, permanent: 'true' }));
    const permanent = getBlacklist().filter((e) => !e.until);
    await waitFor(() => expect(screen.getByText(`共 ${permanent.length} 条`)).toBeInTheDocument());
    expect(rowKeys()).toEqual(permanent.slice(0, 20).map((e) => e.userId));
    expect(within(rowOf(permanent[0].userId)).getByText('永久')).toBeInTheDocument();

    const e = getBlacklist()[7];
    await user.type(screen.getByRole('textbox', { name: '关键词' }), e.phone);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ keyword: e.phone }));
    await waitFor(() => expect(rowKeys()).toEqual(e.until ? [] : [e.userId]));
    expect(window.location.hash).toContain(`keyword=${e.phone}`);
  });

  it('adds a rider by phone with a reason and an end date; the entry is listed first and the rider flagged', async () => {
    await signInAs();
    const r = getRiders().find((x) => !x.blacklisted && x.serviceAreaId === 'SA002')!;
    const add = captureRequests('/platform/blacklist');
    const { user } = renderPage(BlacklistPage, '/black-list');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /加入黑名单/ }));
    const modal = await dialog('拉黑后该用户');
    await user.type(within(modal).getByRole('textbox', { name: '用户' }), r.phone);
    await user.type(within(modal).getByRole('textbox', { name: '拉黑原因' }), '多次违规停车');
    const until = dayjs(now()).add(30, 'day').format('YYYY-MM-DD');
    await user.click(within(modal).getByRole('textbox', { name: '截止日期' }));
    await user.type(within(modal).getByRole('textbox', { name: '截止日期' }), `${until}{Enter}`);
    await user.click(within(modal).getByRole('button', { name: '确认拉黑' }));
    await waitFor(() =>
      expect(add.filter((x) => x.method === 'POST').at(-1)?.body).toEqual({
        phone: r.phone,
        reason: '多次违规停车',
        until,
      }),
    );
    await waitFor(() => expect(rowKeys()[0]).toBe(r.userId));
    expect(within(rowOf(r.userId)).getByText(until)).toBeInTheDocument();
    expect(within(rowOf(r.userId)).getByText('多次违规停车')).toBeInTheDocument();
    expect(r.blacklisted).toBe(true);
    expect(screen.getByText(`共 ${getBlacklist().length} 条`)).toBeInTheDocument();
  });

  it('removing asks first; cancelling keeps the entry, confirming removes it', async () => {
    await signInAs();
    const e = getBlacklist()[0];
    const del = captureRequests(`/platform/blacklist/${e.userId}`);
    const { user } = renderPage(BlacklistPage, '/black-list');
    await waitForRows();
    await user.click(within(rowOf(e.userId)).getByRole('button', { name: btn('移出') }));
    let confirm = await dialog('确定将');
    await user.click(within(confirm).getByRole('button', { name: btn('取消') }));
    await waitFor(() => expect(screen.queryByText(/确定将/)).not.toBeInTheDocument());
    expect(del).toHaveLength(0);

    await user.click(within(rowOf(e.userId)).getByRole('button', { name: btn('移出') }));
    confirm = await dialog('确定将');
    await user.click(within(confirm).getByRole('button', { name: btn('移出') }));
    expect((await lastRequest(del)).method).toBe('DELETE');
    await waitFor(() => expect(rowKeys()).not.toContain(e.userId));
    expect(getRiders().find((x) => x.userId === e.userId)!.blacklisted).toBe(false);
  });

  it('adding a rider who is already listed fails with the reason and keeps the values', async () => {
    await signInAs();
    const e = getBlacklist()[3];
    const { user } = renderPage(BlacklistPage, '/black-list');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /加入黑名单/ }));
    const modal = await dialog('拉黑后该用户');
    await user.type(within(modal).getByRole('textbox', { name: '用户' }), e.userId);
    await user.type(within(modal).getByRole('textbox', { name: '拉黑原因' }), '重复添加');
    await user.click(within(modal).getByRole('button', { name: '确认拉黑' }));
    expect(await within(modal).findByText('该用户已在黑名单中')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: '用户' })).toHaveValue(e.userId);
    expect(within(modal).getByRole('textbox', { name: '拉黑原因' })).toHaveValue('重复添加');
    expect(getBlacklist()).toHaveLength(120);
  });
});
