/** The new-ticket form (提交工单) filled as an operator reporting an empty statistics page would. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { choose } from '../harness/queries';

export async function fillTicket(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(screen.getByRole('textbox', { name: '标题' }));
  await user.paste('换电统计页面数据为空');
  await choose(user, '类型', '数据问题');
  await choose(user, '优先级', '高');
  await user.click(screen.getByRole('textbox', { name: '问题描述' }));
  await user.paste('今天上午起换电统计页面所有区域都显示为 0。');
}
