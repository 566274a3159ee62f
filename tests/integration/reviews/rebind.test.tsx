/**
 * /bindcard-list (0704): the search sends the keyword; approving renames and
 * verifies the rider and leaves the pending tab; an application someone else
 * handled meanwhile answers '该申请已处理', shown to the user, and leaves the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RebindPage from '@/features/reviews/pages/RebindPage';
import { getRebinds } from '@mocks/db/reviews';
import { riderIndex } from '@mocks/db/riders';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderPage, PAGE_TEST_TIMEOUT } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, statusTab, waitForRows, typeInto } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

describe('real-name rebinding', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('searches by the new name: the keyword reaches the server and the one match is shown', async () => {
    await signInAs();
    const target = getRebinds().find((r) => r.status === 'pending')!;
    const seen = captureRequests('/platform/review/rebind/list');
    const { user } = renderPage(RebindPage, '/bindcard-list');
    await waitForRows();
    await typeInto(user, screen.getByRole('textbox', { name: '关键词' }), target.newName);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ status: 'pending', keyword: target.newName, page: 1 }),
    );
    await waitFor(() => expect(rowKeys()).toContain(target.id));
    expect(within(rowOf(target.id)).getByText(target.newIdNumber)).toBeInTheDocument();
  });

  it('approving renames and verifies the rider, and the application leaves the pending tab', async () => {
    const { user, seen } = await openPage(RebindPage, '/bindcard-list', { capture: '/platform/review/rebind/approve' });
    const [id] = await waitForRows();
    const item = getRebinds().find((r) => r.id === id)!;
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('通过') }));
    await user.click(within(await dialog('确定通过该申请吗？')).getByRole('button', { name: btn('通过') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect((await lastRequest(seen)).body).toEqual({ id });
    expect(riderIndex().get(item.userId)).toMatchObject({ name: item.newName, realNameVerified: true });

    await user.click(statusTab('已通过'));
    await waitFor(() => expect(rowKeys()).toContain(id));
  });

  it('an application handled elsewhere meanwhile: the server says 该申请已处理 and the user sees it', async () => {
    const { user } = await openPage(RebindPage, '/bindcard-list');
    const [id] = await waitForRows();
    // another reviewer rejects it after this list loaded
    Object.assign(getRebinds().find((r) => r.id === id)!, { status: 'rejected', reason: '重复申请' });
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('通过') }));
    await user.click(within(await dialog('确定通过该申请吗？')).getByRole('button', { name: btn('通过') }));
    expect(await screen.findByText('该申请已处理')).toBeInTheDocument();
    expect(getRebinds().find((r) => r.id === id)!.status).toBe('rejected');
    // the list loads again and shows it is no longer pending
    await waitFor(() => expect(rowKeys()).not.toContain(id));
  });
});
