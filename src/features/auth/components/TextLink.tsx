import type { CSSProperties } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useDesignToken } from '@/shared/ui/theme/designToken';
import './textLink.css';

/**
 * A router link drawn like antd's Typography links (the theme's link colour, lighter on
 * hover, no underline), so the sign-in pages need not load Typography.
 */
export default function TextLink(props: LinkProps) {
  const { token } = useDesignToken();
  const colors = {
    '--link': token.colorLink,
    '--link-hover': token.colorLinkHover,
    '--link-active': token.colorLinkActive,
  } as CSSProperties;
  return <Link {...props} className="text-link" style={{ ...colors, ...props.style }} />;
}
