/**
 * 重置演示数据 in the settings drawer (issue 12 item 7): offered only while the embedded
 * backend runs, says how many changes this browser keeps, asks before forgetting them,
 * and a reset that fails says so and keeps the button.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SettingsDrawer from '@/layouts/components/SettingsDrawer';
import { RESET_DEMO_CONFIRM } from '@/layouts/components/DemoDataReset';
import { registerDemoData, type DemoData } from '@/shared/config/demoData';
import { registerFeedback } from '@/shared/http/notify';

function FeedbackBridge() {
  const { notification, message } = App.useApp();
  useEffect(() => registerFeedback(notification, message), [notification, message]);
  return null;
}

function setup(data: DemoData | null) {
  registerDemoData(data);
  const user = userEvent.setup();
  render(
    // as in the shell: no QueryClientProvider above the drawer
    <ConfigProvider>
      <App>
        <FeedbackBridge />
        <SettingsDrawer open onClose={() => undefined} />
      </App>
    </ConfigProvider>,
  );
  return user;
}

afterEach(() => registerDemoData(null));

describe('重置演示数据', () => {
  it('is not offered against a real backend', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { name: '其他设置' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '演示数据' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /重置演示数据/ })).not.toBeInTheDocument();
  });

  it('says how many changes are kept and forgets them only once confirmed', async () => {
    const reset = vi.fn(async () => undefined);
    const user = setup({ count: async () => 3, reset });
    expect(await screen.findByText('本浏览器保存了 3 项修改，刷新页面后仍在。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重置演示数据/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(RESET_DEMO_CONFIRM)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(reset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /重置演示数据/ }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /重\s*置/ }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('a reset that fails says so, and the button stays to try again', async () => {
    const reset = vi.fn(async () => {
      throw new Error('IndexedDB unavailable');
    });
    const user = setup({ count: async () => 1, reset });
    await user.click(await screen.findByRole('button', { name: /重置演示数据/ }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /重\s*置/ }));
    expect(await screen.findByText('重置演示数据失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重置演示数据/ })).toBeEnabled();
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
