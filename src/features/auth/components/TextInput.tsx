import type { CSSProperties, InputHTMLAttributes } from 'react';
import { useDesignToken } from '@/shared/ui/theme/designToken';
import './textInput.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  status?: 'error';
  /** square on its end side, as the first item of antd's Space.Compact */
  compactFirst?: boolean;
}

/**
 * A plain <input> drawn like antd's <Input size="large">: the theme's border, hover and
 * focus colours, the error and disabled states. The login page uses it because antd's
 * Input brings its form context (all of @rc-component/form) and TextArea along, ~22 KB
 * gzip of the page's first load; the sign-in logic needs none of that.
 */
export default function TextInput({ status, compactFirst, className, style, ...rest }: Props) {
  const { token } = useDesignToken();
  const colors = {
    '--input-text': token.colorText,
    '--input-bg': token.colorBgContainer,
    '--input-border': token.colorBorder,
    '--input-radius': `${token.borderRadiusLG}px`,
    '--input-placeholder': token.colorTextPlaceholder,
    '--input-hover': token.colorPrimaryHover,
    '--input-active': token.colorPrimary,
    '--input-outline': token.controlOutline,
    '--input-error': token.colorError,
    '--input-error-hover': token.colorErrorBorderHover,
    '--input-error-outline': token.colorErrorOutline,
    '--input-disabled-text': token.colorTextDisabled,
    '--input-disabled-bg': token.colorBgContainerDisabled,
  } as CSSProperties;
  const classes = [
    'text-input',
    status === 'error' && 'text-input--error',
    compactFirst && 'text-input--compact-first',
    className,
  ];
  return (
    <input
      {...rest}
      aria-invalid={rest['aria-invalid'] ?? (status === 'error' || undefined)}
      className={classes.filter(Boolean).join(' ')}
      style={{ ...colors, ...style }}
    />
  );
}
