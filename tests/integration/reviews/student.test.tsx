/**
 * /user-manage/student-certificate (0703): the status tabs and the search send the right
 * params; approving moves a certificate out of the pending tab (and verifies the
 * rider as a student); rejecting needs a reason; a failed load offers 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StudentCertificatePage from '@/features/reviews/pages/StudentCertificatePage';
import { getStudentCerts } from '@mocks/db/reviews';
import { riderIndex } from '@mocks/db/riders';
import { setupBackend, signInAs } from '../harness/backend';
import { renderPage, PAGE_TEST_TIMEOUT } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, statusTab, waitForRows, typeInto } from '../harness/queries';
import { refuseNextRead, openPage } from '../harness/scenarios';
import { settled } from '../harness/settled';

setupBackend();
const LIST = '/platform/review/student/list';

describe('student certificates', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('opens on the pending tab, and the tabs and the search send status and keyword', async () => {
    const { user, seen } = await openPage(StudentCertificatePage, '/user-manage/student-certificate', {
      capture: LIST,
    });
    const first = await lastRequest(seen);
    expect(first.query).toMatchObject({ status: 'pending', page: 1, pageSize: 20 });
    await waitForRows();
    expect(screen.getByText('共 120 条')).toBeInTheDocument();
    // one load, not one per render (the queue's inline filters and defaults): once nothing runs
    await settled();
    expect(seen).toHaveLength(1);

    await user.click(statusTab('已通过'));
    await waitFor(() => expect(seen.at(-1)?.query.status).toBe('approved'));
    await waitForRows();
    expect(within(rowOf(rowKeys()[0])).getByText('已通过')).toBeInTheDocument();

    const school = getStudentCerts().find((c) => c.status === 'approved')!.school;
    await typeInto(user, screen.getByRole('textbox', { name: btn('关键词') }), school);
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ status: 'approved', keyword: school }));
    await waitForRows();
    const expected = getStudentCerts().filter((c) => c.status === 'approved' && c.school === school).length;
    expect(screen.getByText(`共 ${expected} 条`)).toBeInTheDocument();
    expect(window.location.hash).toContain(`keyword=${encodeURIComponent(school)}`);
  });

  it('approving a certificate takes it out of the pending tab and verifies the rider as a student', async () => {
    const { user } = await openPage(StudentCertificatePage, '/user-manage/student-certificate');
    const [id] = await waitForRows();
    const cert = getStudentCerts().find((c) => c.id === id)!;
    expect(riderIndex().get(cert.userId)?.studentStatus).toBe('pending');

    await user.click(within(rowOf(id)).getByRole('button', { name: btn('通过') }));
    await user.click(within(await dialog('确定通过该申请吗？')).getByRole('button', { name: btn('通过') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect(screen.getByText('共 119 条')).toBeInTheDocument();
    expect(riderIndex().get(cert.userId)?.studentStatus).toBe('approved');
  });

  it('shows the evidence in the drawer, and rejecting from there needs a reason', async () => {
    const { user, seen } = await openPage(StudentCertificatePage, '/user-manage/student-certificate', {
      capture: '/platform/review/student/reject',
    });
    const [id] = await waitForRows();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('详情') }));
    const drawer = await dialog(`职业认证 · ${id}`);
    expect(
      within(drawer)
        .getAllByRole('img')
        .filter((i) => i.getAttribute('src')?.startsWith('data:image/svg+xml')),
    ).toHaveLength(2);

    await user.click(within(drawer).getByRole('button', { name: btn('驳回') }));
    const modal = await dialog('驳回申请');
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    expect(await within(modal).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await typeInto(user, within(modal).getByRole('textbox'), '学生证照片模糊');
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect((await lastRequest(seen)).body).toEqual({ id, reason: '学生证照片模糊' });
    const cert = getStudentCerts().find((c) => c.id === id)!;
    expect(cert).toMatchObject({ status: 'rejected', reason: '学生证照片模糊', handledBy: '平台管理员' });
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await signInAs();
    refuseNextRead(`${LIST}`, '服务器繁忙，请稍后再试', 500);
    const { user } = renderPage(StudentCertificatePage, '/user-manage/student-certificate');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙，请稍后再试', { selector: '.ant-alert-description' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitForRows();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });
});
