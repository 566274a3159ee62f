/**
 * /backend/system-config (0502) against the embedded backend: the settings load into
 * the form, a save sends them and re-brands the shell at once (document title and
 * the side menu's logo), a refused save keeps what was entered with the server's reason,
 * a failed load offers 重试; without 0502 the backend refuses.
 */
import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import SystemConfigPage from '@/features/config/pages/SystemConfigPage';
import { useSite } from '@/shared/config/site';
import { http } from '@/shared/http/client';
import { getSiteSettings } from '@mocks/db/config';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderApp, renderPage, SHELL_TIMEOUT } from '../harness/render';
import { btn } from '../harness/queries';
import { expectOperationsRefused, openPage } from '../harness/scenarios';

setupBackend();
/** The site config store outlives a test: each one starts from the backend's. */
beforeEach(() => useSite.setState({ config: undefined, status: 'idle' }));

const PATH = '/backend/system-config';

async function retitle(user: ReturnType<typeof renderPage>['user'], title: string) {
  const input = await screen.findByRole('textbox', { name: '平台名称' }, { timeout: SHELL_TIMEOUT });
  await user.clear(input);
  await user.type(input, title);
}

describe(PATH, SLOW, () => {
  it('a saved title and logo re-brand the shell without a reload', async () => {
    await signInAs();
    const seen = captureRequests('/platform/site/setting');
    const { user } = renderApp(PATH);
    const brand = await waitFor(
      () => {
        const el = document.querySelector('.shell-brand');
        if (!el) throw new Error('no shell');
        return el as HTMLElement;
      },
      { timeout: SHELL_TIMEOUT },
    );
    // jsdom's narrow window collapses the side menu: the brand is its logo, the title is the document's.
    await waitFor(() => expect(document.title).toBe('系统配置 - 骑享运营平台'));
    expect(brand.querySelector('img')).toHaveAttribute('src', './logo.svg');
    await retitle(user, '城市骑行管理平台');
    const logo = screen.getByRole('textbox', { name: 'Logo 地址' });
    await user.clear(logo);
    await user.type(logo, 'https://cdn.example.invalid/logo.png');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(document.title).toBe('系统配置 - 城市骑行管理平台'));
    expect(brand.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.invalid/logo.png');
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      webTitle: '城市骑行管理平台',
      webImg: 'https://cdn.example.invalid/logo.png',
      company: '杭州骑享科技有限公司',
    });
    expect(getSiteSettings().webTitle).toBe('城市骑行管理平台');
    expect(useSite.getState().config?.publicKey).toBeTruthy();
  });

  it('a refused save keeps what was entered and shows the server reason; the shell keeps its title', async () => {
    await signInAs();
    server.use(
      mswHttp.put(
        `${API}/platform/site/setting`,
        () => HttpResponse.json({ suc: false, error: { code: 400, promt: '平台名称含有敏感词' } }),
        { once: true },
      ),
    );
    const { user } = renderPage(SystemConfigPage, PATH);
    await retitle(user, '违规名称');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('平台名称含有敏感词')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '平台名称' })).toHaveValue('违规名称');
    expect(useSite.getState().config?.webTitle).toBe('骑享运营平台');
  });

  it('an invalid theme colour is refused before anything is sent', async () => {
    const { user, seen } = await openPage(SystemConfigPage, PATH, { capture: '/platform/site/setting' });
    const colour = await screen.findByRole('textbox', { name: '主题色' });
    await user.clear(colour);
    await user.type(colour, 'blue');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('主题色须为 #RRGGBB 格式')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('a hard-to-read colour is saved as chosen, with a contrast warning; the shell wears it', async () => {
    const { user, seen } = await openPage(SystemConfigPage, PATH, { capture: '/platform/site/setting' });
    const colour = await screen.findByRole('textbox', { name: '主题色' });
    await user.clear(colour);
    await user.type(colour, '#faad14');
    expect(await screen.findByText(/将按所选颜色应用（与白色对比度 1\.9:1，低于 4\.5:1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'PUT')!.body).toMatchObject({ themeColor: '#faad14' });
    await waitFor(() => expect(useSite.getState().config?.themeColor).toBe('#faad14'));
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await signInAs();
    // the backend is unreachable until it comes back (StrictMode mounts the page twice)
    let down = true;
    server.use(mswHttp.get(`${API}/platform/site/setting`, () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderPage(SystemConfigPage, PATH);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    expect(await screen.findByRole('textbox', { name: '平台名称' })).toHaveValue('骑享运营平台');
  });

  it('a user without 0502 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/site/setting', (q) =>
      http.put('/platform/site/setting', { webTitle: 'x' }, q),
    );
    expect(getSiteSettings().webTitle).toBe('骑享运营平台');
  });
});
