import { base64UrlDecode } from '@/shared/utils/base64url';
import { isPhone } from '@/shared/utils/validators';

/**
 * The phone a quick-login link (`?origin=<body>.<signature>`) carries: its body is base64url
 * JSON `{phone, ts}`. Read only to name the phone in the request; whether the link is genuine
 * and fresh is the server's to say. undefined when the link does not hold a phone.
 */
export function linkPhone(origin: string): string | undefined {
  const [body] = origin.split('.');
  if (!body) return undefined;
  try {
    const { phone } = JSON.parse(base64UrlDecode(body)) as { phone?: unknown };
    return typeof phone === 'string' && isPhone(phone) ? phone : undefined;
  } catch {
    return undefined;
  }
}
