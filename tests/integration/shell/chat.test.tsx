/**
 * The customer-service chat button (the product's purpose, validation rules and messages; issue 3 item 8): signed out it
 * warns with the exact message; signed in it opens the configured chat in a drawer
 * with the operator's identity in the iframe's query.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChatButton, { CHAT_LOGIN_WARNING, chatSrc } from '@/layouts/components/ChatButton';
import { loadProfile } from '@/shared/auth/profile';
import { useSession } from '@/shared/auth/session';
import { useSite } from '@/shared/config/site';
import { setupBackend, signInAs } from '../harness/backend';
import { renderInApp } from '../harness/render';

setupBackend({ forgetSite: true });

const renderChat = () => renderInApp(<ChatButton />);

const ADMIN = '13800000000';

describe('chat button', () => {
  it('signed out: warns with the exact message and opens nothing', async () => {
    await useSite.getState().load();
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: '在线客服' }));
    expect(await screen.findByText(CHAT_LOGIN_WARNING)).toBeInTheDocument();
    expect(CHAT_LOGIN_WARNING).toBe('尊敬的用户，您好，登录后才可以和我聊天哦！');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('signed in: a drawer with the identity and the chat iframe carrying it, URL-encoded', async () => {
    await signInAs(ADMIN, { codes: false });
    await loadProfile();
    const { objectId } = useSession.getState();
    const company = useSite.getState().config!.company;
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: '在线客服' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByText('在线客服').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('平台管理员')).toBeInTheDocument();
    expect(within(drawer).getByText(ADMIN)).toBeInTheDocument();
    expect(within(drawer).getByText(company)).toBeInTheDocument();

    const frame = within(drawer).getByTitle('在线客服');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
    const src = frame.getAttribute('src')!;
    expect(src.startsWith('https://chat.example.invalid/embedded?')).toBe(true);
    expect(src).toContain(`phone=${encodeURIComponent(ADMIN)}`);
    expect(src).toContain(`name=${encodeURIComponent('平台管理员')}`);
    expect(src).toContain(`company=${encodeURIComponent(company)}`);
    expect(src).toContain(`objectId=${encodeURIComponent(objectId!)}`);
    expect(screen.queryByText(CHAT_LOGIN_WARNING)).not.toBeInTheDocument();
  });

  it('signed in without a configured chat address: says the chat is not configured', async () => {
    await signInAs(ADMIN, { codes: false });
    await loadProfile();
    useSite.setState((s) => ({ config: { ...s.config!, chatUrl: '' } }));
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: '在线客服' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('在线客服暂未开通')).toBeInTheDocument();
    expect(within(drawer).getByText(/未设置客服地址/)).toBeInTheDocument();
    expect(drawer.querySelector('iframe')).toBeNull();
  });

  it('after the session ends the button warns again', async () => {
    await signInAs(ADMIN, { codes: false });
    await loadProfile();
    const { user } = renderChat();
    useSession.getState().logout();
    await user.click(screen.getByRole('button', { name: '在线客服' }));
    await waitFor(() => expect(screen.getByText(CHAT_LOGIN_WARNING)).toBeInTheDocument());
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('chat address', () => {
  const who = { name: '张 三&', phone: '13800000000', company: '杭州?公司', objectId: 'U1#2' };

  it('appends the identity, every value encoded', () => {
    expect(chatSrc('https://chat.example.com/c', who)).toBe(
      'https://chat.example.com/c?name=%E5%BC%A0%20%E4%B8%89%26&phone=13800000000&company=%E6%9D%AD%E5%B7%9E%3F%E5%85%AC%E5%8F%B8&objectId=U1%232',
    );
  });

  it('keeps an existing query and fragment', () => {
    expect(chatSrc('https://c.example.com/x?tenant=7#top', who)).toMatch(
      /^https:\/\/c\.example\.com\/x\?tenant=7&name=.*&objectId=U1%232#top$/,
    );
  });

  it('refuses empty and non-http addresses', () => {
    expect(chatSrc('', who)).toBeNull();
    expect(chatSrc(undefined, who)).toBeNull();
    expect(chatSrc('  ', who)).toBeNull();
    expect(chatSrc('javascript:alert(1)', who)).toBeNull();
  });
});
