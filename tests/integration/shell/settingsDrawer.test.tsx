/**
 * The settings drawer (screens and routes, states and transitions, error catalogue; issue 3 item 5): every option, its
 * dependencies, theme colours, copy settings (复制完毕 / 复制失败), reset, the
 * development-preview notice, and the branding switch.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SettingsDrawer from '@/layouts/components/SettingsDrawer';
import {
  DEFAULT_DISPLAY,
  DISPLAY_STORAGE_KEY,
  THEME_COLORS,
  useDisplay,
  type DisplaySettings,
} from '@/shared/config/display';
import { useBranding, useDocumentTitle, useSite, type SiteConfig } from '@/shared/config/site';
import { registerFeedback } from '@/shared/http/notify';
import { storage } from '@/shared/utils/storage';

const CLIENT: SiteConfig = {
  webType: '1',
  webTitle: '骑享运营平台',
  webImg: './client-logo.png',
  themeColor: '#1677ff',
  publicKey: '',
  company: '骑享科技有限公司',
  appTitle: '骑享出行',
};

function FeedbackBridge() {
  const { notification, message } = App.useApp();
  useEffect(() => registerFeedback(notification, message), [notification, message]);
  return null;
}

function BrandProbe({ page }: { page?: string }) {
  const brand = useBranding();
  useDocumentTitle(page);
  return (
    <div data-testid="brand">
      {brand.title}|{brand.company}|{brand.logo}
    </div>
  );
}

function setup(onClose = vi.fn()) {
  const user = userEvent.setup();
  render(
    <ConfigProvider>
      <App>
        <FeedbackBridge />
        <BrandProbe page="角色管理" />
        <SettingsDrawer open onClose={onClose} />
      </App>
    </ConfigProvider>,
  );
  return { user, onClose };
}

/** user-event installs its own clipboard in setup(): replace it afterwards. */
function mockClipboard(writeText: (text: string) => Promise<void>) {
  const fn = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn }, configurable: true });
  return fn;
}

const sw = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => {
  useDisplay.getState().reset();
  useSite.setState({ config: CLIENT, status: 'ready' });
});
afterEach(() => {
  useSite.setState({ config: undefined, status: 'idle' });
});

describe('SettingsDrawer', () => {
  it('shows every option with an accessible label and the development-preview notice', async () => {
    const { user, onClose } = setup();
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('界面设置')).toBeInTheDocument();
    for (const name of [
      '暗色菜单',
      '亮色菜单',
      '侧边菜单',
      '顶部菜单',
      ...THEME_COLORS.map((c) => c.name),
      '拷贝设置',
      '恢复默认',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['固定 Header', '下滑时隐藏 Header', '固定侧边菜单', '色弱模式', '多页签模式', '显示客户品牌']) {
      expect(sw(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: '内容区域宽度' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '定宽' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '流式' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '配置栏只在开发环境用于预览，生产环境不会展现，请拷贝后手动修改配置文件',
    );

    // defaults: dark, side, blue, fixed header and sidebar, multi-tab, client branding
    expect(screen.getByRole('button', { name: '暗色菜单' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '侧边菜单' })).toHaveAttribute('aria-pressed', 'true');
    // no colour of its own: the site's (系统配置) applies
    expect(screen.getByRole('button', { name: '跟随系统' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '拂晓蓝' })).toHaveAttribute('aria-pressed', 'false');
    expect(sw('固定 Header')).toBeChecked();
    expect(sw('固定侧边菜单')).toBeChecked();
    expect(sw('下滑时隐藏 Header')).not.toBeChecked();
    expect(sw('色弱模式')).not.toBeChecked();
    expect(sw('多页签模式')).toBeChecked();
    expect(sw('显示客户品牌')).toBeChecked();

    await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('top menu: store layout top, fixed sidebar off and disabled, content width enabled', async () => {
    const { user } = setup();
    expect(screen.getByRole('radio', { name: '定宽' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '流式' })).toBeChecked(); // side layout is fluid

    await user.click(screen.getByRole('button', { name: '顶部菜单' }));
    expect(useDisplay.getState().layout).toBe('top');
    expect(screen.getByRole('button', { name: '顶部菜单' })).toHaveAttribute('aria-pressed', 'true');
    expect(sw('固定侧边菜单')).toBeDisabled();
    expect(sw('固定侧边菜单')).not.toBeChecked();
    expect(sw('固定侧边菜单')).toHaveAccessibleDescription('顶部菜单模式下没有侧边菜单');

    expect(screen.getByRole('radio', { name: '定宽' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '定宽' })).toBeChecked();
    await user.click(screen.getByText('流式')); // antd's radio input itself takes no pointer events
    expect(useDisplay.getState().contentWidth).toBe('fluid');
    expect(screen.getByRole('radio', { name: '流式' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '侧边菜单' }));
    expect(useDisplay.getState().layout).toBe('side');
    expect(sw('固定侧边菜单')).toBeEnabled();
    expect(sw('固定侧边菜单')).toBeChecked();
    expect(screen.getByRole('radio', { name: '定宽' })).toBeDisabled();
  });

  it('hide header on scroll is disabled until the header is fixed', async () => {
    const { user } = setup();
    await user.click(sw('固定 Header'));
    expect(useDisplay.getState().fixedHeader).toBe(false);
    expect(sw('下滑时隐藏 Header')).toBeDisabled();
    expect(sw('下滑时隐藏 Header')).toHaveAccessibleDescription('固定 Header 时才可配置');

    await user.click(sw('固定 Header'));
    expect(sw('下滑时隐藏 Header')).toBeEnabled();
    await user.click(sw('下滑时隐藏 Header'));
    expect(useDisplay.getState().autoHideHeader).toBe(true);
    expect(sw('下滑时隐藏 Header')).toBeChecked();

    // switching the fixed header off again turns the effective auto-hide off
    await user.click(sw('固定 Header'));
    expect(sw('下滑时隐藏 Header')).not.toBeChecked();
    expect(sw('下滑时隐藏 Header')).toBeDisabled();
  });

  it('menu theme, theme colour, colour-weak and multi-tab go to the store and persist', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '亮色菜单' }));
    expect(useDisplay.getState().navTheme).toBe('light');
    expect(screen.getByRole('button', { name: '亮色菜单' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '暗色菜单' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '酱紫' }));
    expect(useDisplay.getState().primaryColor).toBe('#722ed1');
    expect(screen.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '拂晓蓝' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(sw('色弱模式'));
    await user.click(sw('多页签模式'));
    expect(useDisplay.getState()).toMatchObject({ colorWeak: true, multiTab: false });
    expect(storage.get<DisplaySettings>(DISPLAY_STORAGE_KEY)).toMatchObject({
      navTheme: 'light',
      primaryColor: '#722ed1',
      colorWeak: true,
      multiTab: false,
    });

    await user.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(useDisplay.getState()).toMatchObject(DEFAULT_DISPLAY);
    // no colour of its own: the site's (系统配置) applies
    expect(screen.getByRole('button', { name: '跟随系统' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '拂晓蓝' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a theme the browser refuses to keep says Failed to update theme and still applies for now', async () => {
    const { user } = setup();
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: '酱紫' }));
      expect(await screen.findByText('Failed to update theme')).toBeInTheDocument();
      expect(useDisplay.getState().primaryColor).toBe('#722ed1');
    } finally {
      refuse.mockRestore();
    }
  });

  it('拷贝设置 copies the settings JSON and says 复制完毕', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '顶部菜单' }));
    const writeText = mockClipboard(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: '拷贝设置' }));
    expect(await screen.findByText('复制完毕')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(JSON.parse(writeText.mock.calls[0][0])).toEqual({ ...DEFAULT_DISPLAY, layout: 'top' });
  });

  it('拷贝设置 says 复制失败 when the clipboard refuses', async () => {
    const { user } = setup();
    mockClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: '拷贝设置' }));
    expect(await screen.findByText('复制失败')).toBeInTheDocument();
    expect(screen.queryByText('复制完毕')).not.toBeInTheDocument();
  });

  it('the branding switch toggles between the client branding and the defaults everywhere', async () => {
    const { user } = setup();
    const probe = screen.getByTestId('brand');
    expect(probe).toHaveTextContent('骑享运营平台|骑享科技有限公司|./client-logo.png');
    expect(document.title).toBe('角色管理 - 骑享运营平台');

    await user.click(sw('显示客户品牌'));
    expect(useDisplay.getState().whiteLabel).toBe(true);
    expect(sw('显示客户品牌')).not.toBeChecked();
    expect(probe).toHaveTextContent('共享运营平台|共享技术有限公司|./logo.svg');
    await waitFor(() => expect(document.title).toBe('角色管理 - 共享运营平台'));

    await user.click(sw('显示客户品牌'));
    expect(probe).toHaveTextContent('骑享运营平台|骑享科技有限公司|./client-logo.png');
    await waitFor(() => expect(document.title).toBe('角色管理 - 骑享运营平台'));
  });
});
