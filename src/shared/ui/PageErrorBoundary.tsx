import { Component, type ReactNode } from 'react';
import LeanButton from './LeanButton';
import { useDesignToken } from './theme/designToken';

const CHUNK_ERROR =
  /dynamically imported module|Loading chunk|Importing a module script failed|module script|页面加载超时/i;

export const isChunkLoadError = (e: unknown): boolean => e instanceof Error && CHUNK_ERROR.test(e.message);

/**
 * A warning with a title, a line of detail and actions, laid out like antd's
 * `<Result status="warning">` but without it: this view is on the entry path
 * (the login page loads it), where Result and its illustrations would weigh ~10 KB;
 * it loads no antd at all (LeanButton, antd's warning icon as plain SVG).
 */
export function ErrorView({ title, detail, actions }: { title: string; detail: ReactNode; actions: ReactNode }) {
  const { token } = useDesignToken();
  return (
    <div role="alert" style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <svg
        viewBox="64 64 896 896"
        width="72"
        height="72"
        fill="currentColor"
        aria-hidden
        focusable="false"
        style={{ display: 'block', margin: `0 auto ${token.paddingLG}px`, color: token.colorWarning }}
      >
        <path d="M955.7 856l-416-720c-6.2-10.7-16.9-16-27.7-16s-21.6 5.3-27.7 16l-416 720C56 877.4 71.4 904 96 904h832c24.6 0 40-26.6 27.7-48zM480 416c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v184c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V416zm32 352a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
      </svg>
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
        }}
      >
        {title}
      </div>
      <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        {detail}
      </div>
      <div style={{ marginTop: token.paddingLG, display: 'flex', justifyContent: 'center', gap: token.paddingXS }}>
        {actions}
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** called before a retry, e.g. to forget a failed lazy import */
  onReset?: () => void;
}

/** Catches what a page throws: the shell stays, the page offers a retry. */
export default class PageErrorBoundary extends Component<Props, { error: Error | null; key: number }> {
  state = { error: null as Error | null, key: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.warn('page error', error.message);
  }

  retry = () => {
    this.props.onReset?.();
    this.setState((s) => ({ error: null, key: s.key + 1 }));
  };

  render() {
    const { error, key } = this.state;
    if (!error) return <div key={key}>{this.props.children}</div>;
    const chunk = isChunkLoadError(error);
    return (
      <ErrorView
        title={chunk ? '页面资源加载失败' : '页面出错了'}
        detail={chunk ? '网络不稳定或系统刚刚更新，请重试或刷新页面。' : error.message}
        actions={
          <>
            <LeanButton type="primary" onClick={this.retry}>
              重试
            </LeanButton>
            {chunk ? <LeanButton onClick={() => window.location.reload()}>刷新页面</LeanButton> : null}
          </>
        }
      />
    );
  }
}
