// @vitest-environment jsdom
/**
 * Security probes through the whole app (issue 6; quality bar), beside the
 * backend's own probes in api/backend.test.ts (envelope, token, codes, scope):
 *
 * - the XSS probe strings seeded in riders' names, complaint texts and blacklist
 *   reasons (mocks/db/names.ts) render as text in the real screens, inside the
 *   shell: no element they describe exists, no inline handler, no alert;
 * - the access token, the signing ticket `_t` and key `_k` never appear in a
 *   request URL (they travel in headers and the envelope) nor in console output,
 *   through a sign-in by the form and the first list calls.
 */
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/auth/session';
import { XSS_PROBES } from '@mocks/db/names';
import { server, setupBackend, signInForShell } from './harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW } from './harness/render';

setupBackend();
afterEach(() => vi.restoreAllMocks());

const LOGIN = /登\s*录/;

/** Elements a probe would create if it were parsed as markup, and inline handlers anywhere. */
function injected(): string[] {
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('script, img[src="x"], svg[onload]'))
    found.push(el.outerHTML.slice(0, 80));
  for (const el of document.body.querySelectorAll('*')) {
    for (const a of el.getAttributeNames()) if (a.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${a}>`);
  }
  return found;
}

describe('XSS probes in data render as text in the screens', SLOW, () => {
  // every probe matches 'alert', so one search shows all the seeded ones of a list
  const screens = [
    { path: '/user-worksheet?keyword=alert', what: 'complaint texts' },
    { path: '/user-info?keyword=alert', what: "riders' names" },
    { path: '/black-list?keyword=alert', what: 'blacklist reasons' },
  ];

  for (const { path, what } of screens) {
    it(`${what}: ${path}`, async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      await signInForShell('13800000000');
      renderApp(path);
      await waitFor(() => expect(document.querySelector('.ant-table-row')).not.toBeNull(), { timeout: SHELL_TIMEOUT });
      const text = document.body.textContent ?? '';
      const shown = XSS_PROBES.filter((p) => text.includes(p));
      expect(shown, `probe strings shown as text (${what})`).toEqual(XSS_PROBES);
      expect(injected()).toEqual([]);
      expect(alert).not.toHaveBeenCalled();
    });
  }
});

describe('tokens stay out of URLs and logs', SLOW, () => {
  it('a sign-in by the form and the first list calls: no token, ticket or key in any URL or console line', async () => {
    const urls: string[] = [];
    const headers: string[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(request.url);
      headers.push(request.headers.get('Authorization') ?? '');
    });
    const logged: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(
          args
            .map((a) =>
              a instanceof Error ? `${a.message} ${a.stack ?? ''}` : typeof a === 'string' ? a : safeJson(a),
            )
            .join(' '),
        );
      });
    }

    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: LOGIN }, { timeout: SHELL_TIMEOUT });
    await user.type(screen.getByLabelText('手机号'), '13800000000');
    await user.click(screen.getByRole('button', { name: /^获取验证码$/ }));
    await screen.findByText('短信发送成功');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: LOGIN }));
    await expectHash('#/log', SHELL_TIMEOUT);
    await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT });

    // a few list calls, through the app's own navigation
    for (const path of ['/user-info', '/user-worksheet']) {
      const before = urls.length;
      window.location.hash = `#${path}`;
      await waitFor(() => expect(urls.slice(before).some((u) => !u.includes('/site/config'))).toBe(true), {
        timeout: SHELL_TIMEOUT,
      });
    }
    await waitFor(() => expect(document.querySelector('.ant-table-row')).not.toBeNull(), { timeout: SHELL_TIMEOUT });

    const token = useSession.getState().token!;
    const secrets = { token, _t: Cookies.get('_t')!, _k: Cookies.get('_k')! };
    expect(token.split('.'), 'a JWT was issued').toHaveLength(3);
    expect(secrets._t && secrets._k, 'the signing cookies were set').toBeTruthy();
    expect(
      headers.filter((h) => h === `Bearer ${token}`).length,
      'the token travels in the Authorization header',
    ).toBeGreaterThan(0);
    expect(urls.length).toBeGreaterThan(8);

    for (const url of urls) {
      const plain = decodeURIComponent(url);
      expect(plain).not.toMatch(/bearer|access_token|[?&]token=/i);
      for (const [name, value] of Object.entries(secrets))
        expect(plain.includes(value), `${name} in ${url}`).toBe(false);
    }
    expect(window.location.href).not.toContain(token);
    for (const line of logged) {
      expect(line).not.toMatch(/Bearer /);
      for (const [name, value] of Object.entries(secrets))
        expect(line.includes(value), `${name} in console: ${line.slice(0, 80)}`).toBe(false);
    }
  });
});

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
