import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { Suspense, useState } from 'react';
import { currentClaims, isLoggedIn, useSession } from '@/shared/auth/session';
import { useBranding, useSite } from '@/shared/config/site';
import { toast } from '@/shared/http/notify';
import { lazyPart } from '@/shared/ui/lazyPart';
import type { ChatIdentity } from './chatIdentity';

export type { ChatIdentity } from './chatIdentity';

// The drawer (Descriptions, Result) loads when it is first opened, not with the shell.
const ChatDrawer = lazyPart(() => import('./ChatDrawer'));

/** Validation rules and messages: the warning shown when the chat is asked for before sign-in. */
export const CHAT_LOGIN_WARNING = '尊敬的用户，您好，登录后才可以和我聊天哦！';

/**
 * The chat page address with the operator's identity in its query (each value
 * URL-encoded), or null when the configured address is empty or not http(s).
 */
export function chatSrc(chatUrl: string | undefined, who: ChatIdentity): string | null {
  const url = chatUrl?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const query = (['name', 'phone', 'company', 'objectId'] as const)
    .map((k) => `${k}=${encodeURIComponent(who[k])}`)
    .join('&');
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${query}${hash}`;
}

/**
 * The floating customer-service button (the product's purpose, validation rules and messages): signed in, it opens the
 * configured chat in a drawer with the operator's identity; signed out, it warns.
 */
export default function ChatButton() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const profile = useSession((s) => s.profile);
  const objectId = useSession((s) => s.objectId);
  const chatUrl = useSite((s) => s.config?.chatUrl);
  const { company } = useBranding();

  const who: ChatIdentity = {
    name: profile?.name ?? '',
    // the token's own claim: the profile carries the phone masked, as every reply does
    phone: currentClaims()?.xcUid ?? profile?.phone ?? '',
    company,
    objectId: objectId ?? '',
  };
  const src = chatSrc(chatUrl, who);

  const onClick = () => {
    if (!isLoggedIn()) {
      toast('warning', CHAT_LOGIN_WARNING);
      return;
    }
    setShown(true);
    setOpen(true);
  };

  return (
    <>
      <FloatButton
        icon={<CustomerServiceOutlined />}
        tooltip="在线客服"
        aria-label="在线客服"
        type="primary"
        onClick={onClick}
      />
      {shown ? (
        <Suspense fallback={null}>
          <ChatDrawer open={open} onClose={() => setOpen(false)} who={who} src={src} chatUrl={chatUrl} />
        </Suspense>
      ) : null}
    </>
  );
}
