import { Watermark } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useSession } from '@/shared/auth/session';
import { decodeToken } from '@/shared/auth/token';
import { useBranding } from '@/shared/config/site';
import { WATERMARK, watermarkText } from '@/shared/utils/watermark';

/** The operator's phone: the `xcUid` claim of the access token (the profile's is masked, as every reply's), else the profile's. */
function usePhone(): string | undefined {
  const phone = useSession((s) => s.profile?.phone);
  const token = useSession((s) => s.token);
  return useMemo(() => decodeToken(token)?.xcUid || phone, [phone, token]);
}

/**
 * The repeating watermark of every shell page (business limits): brand title without
 * '运营平台' + phone tail, 30°, rgba(184,184,184,0.15), one text per 400×300 px.
 * antd's Watermark watches its mark with a MutationObserver and puts it back when it is
 * removed or edited in devtools. Never used on the login pages.
 * The container gets `position: relative; overflow: hidden` (antd) and the class
 * `shell-watermark`.
 */
export default function ShellWatermark({
  children,
  className,
  style,
}: {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  const { title } = useBranding();
  const phone = usePhone();
  const text = watermarkText(title, phone);
  return (
    <Watermark
      className={className ? `shell-watermark ${className}` : 'shell-watermark'}
      style={style}
      content={text}
      rotate={WATERMARK.rotate}
      width={WATERMARK.width}
      height={WATERMARK.height}
      gap={WATERMARK.gap}
      font={{ color: WATERMARK.color, fontSize: WATERMARK.fontSize }}
    >
      {children}
    </Watermark>
  );
}
