import type { ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode } from 'react';
import { useDesignToken } from './theme/designToken';
import './leanButton.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default';
  htmlType?: 'button' | 'submit';
  size?: 'middle' | 'large';
  block?: boolean;
  loading?: boolean;
  /** square on its start side, as the last item of antd's Space.Compact */
  compactLast?: boolean;
  children?: ReactNode;
}

/** antd's rule: a label of exactly two Chinese characters is spaced (登录 reads 登 录). */
const TWO_CHINESE = /^[\u4E00-\u9FA5]{2}$/;

/**
 * A plain <button> drawn like antd's Button (primary or default, middle or large, block,
 * loading, disabled) with the console's theme colours, for the screens that must load
 * no antd: the login page and the loading and error views every page can show first.
 * Like antd's, a loading button ignores clicks (and does not submit its form); it says it
 * is busy (aria-busy).
 */
export default function LeanButton({
  type = 'default',
  htmlType = 'button',
  size = 'middle',
  block,
  loading,
  compactLast,
  className,
  style,
  onClick,
  children,
  ...rest
}: Props) {
  const { token } = useDesignToken();
  const colors = {
    '--btn-primary': token.colorPrimary,
    '--btn-primary-hover': token.colorPrimaryHover,
    '--btn-primary-active': token.colorPrimaryActive,
    '--btn-primary-shadow': `0 ${token.controlOutlineWidth}px 0 ${token.controlOutline}`,
    '--btn-default-shadow': `0 ${token.controlOutlineWidth}px 0 ${token.controlTmpOutline}`,
    '--btn-focus': token.colorPrimaryBorder,
    '--btn-text': token.colorText,
    '--btn-text-light': token.colorTextLightSolid,
    '--btn-bg': token.colorBgContainer,
    '--btn-border': token.colorBorder,
    '--btn-disabled-text': token.colorTextDisabled,
    '--btn-disabled-bg': token.colorBgContainerDisabled,
    '--btn-radius': `${size === 'large' ? token.borderRadiusLG : token.borderRadius}px`,
  } as CSSProperties;
  const classes = [
    'lean-button',
    `lean-button--${type}`,
    size === 'large' && 'lean-button--large',
    block && 'lean-button--block',
    loading && 'lean-button--loading',
    compactLast && 'lean-button--compact-last',
    className,
  ];
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  const label = typeof children === 'string' && TWO_CHINESE.test(children) ? `${children[0]} ${children[1]}` : children;
  return (
    <button
      {...rest}
      type={htmlType}
      aria-busy={loading || undefined}
      className={classes.filter(Boolean).join(' ')}
      style={{ ...colors, ...style }}
      onClick={click}
    >
      {loading ? (
        <svg
          className="lean-button__spin"
          viewBox="0 0 1024 1024"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden
          focusable="false"
        >
          <path d="M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z" />
        </svg>
      ) : null}
      <span>{label}</span>
    </button>
  );
}
