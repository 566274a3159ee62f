import type { ReactNode } from 'react';
import { useDesignToken } from '@/shared/ui/theme/designToken';

interface Props {
  label: string;
  /** the id of the control the label names */
  htmlFor: string;
  /** the validation message, shown below the control */
  error?: string;
  /** the id of that message, for the control's aria-describedby */
  errorId: string;
  children: ReactNode;
}

/**
 * A labelled control with its validation message, laid out like a vertical antd
 * Form.Item: label above, 24 px to the next field, the message in the error colour
 * taking the place of that gap. The login page uses it instead of antd's Form, whose
 * label tooltips, grid and validator would add ~35 KB gzip to the page's first load.
 */
export default function Field({ label, htmlFor, error, errorId, children }: Props) {
  const { token } = useDesignToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <div style={{ paddingBottom: token.paddingXS, lineHeight: token.lineHeight }}>
        <label htmlFor={htmlFor} title={label} style={{ color: token.colorTextHeading, fontSize: token.fontSize }}>
          {label}
        </label>
      </div>
      {children}
      {error ? (
        <div
          id={errorId}
          role="alert"
          style={{
            color: token.colorError,
            lineHeight: token.lineHeight,
            marginBottom: -token.fontSize * token.lineHeight,
          }}
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}
