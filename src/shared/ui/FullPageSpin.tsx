import type { CSSProperties } from 'react';
import { useDesignToken } from './theme/designToken';
import './fullPageSpin.css';

/**
 * The loading state of a page or layout. It is the first thing the login page shows
 * (while its chunk loads), so it is plain markup styled like antd's large Spin
 * rather than Spin itself (and with no antd at all).
 */
export default function FullPageSpin({ tip = '加载中…' }: { tip?: string }) {
  const { token } = useDesignToken();
  return (
    <div className="full-page-spin" role="status" aria-live="polite">
      <span className="full-page-spin__section" style={{ '--spin-color': token.colorPrimary } as CSSProperties}>
        <span className="full-page-spin__dots" aria-hidden>
          <i />
          <i />
          <i />
          <i />
        </span>
        <span className="full-page-spin__tip">{tip}</span>
      </span>
    </div>
  );
}
