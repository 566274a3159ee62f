import { Button, Result, Space } from 'antd';
import { Component, type ReactNode } from 'react';

const CHUNK_ERROR = /dynamically imported module|Loading chunk|Importing a module script failed|module script|页面加载超时/i;

export const isChunkLoadError = (e: unknown): boolean => e instanceof Error && CHUNK_ERROR.test(e.message);

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
      <Result
        status="warning"
        title={chunk ? '页面资源加载失败' : '页面出错了'}
        subTitle={chunk ? '网络不稳定或系统刚刚更新，请重试或刷新页面。' : error.message}
        extra={
          <Space>
            <Button type="primary" onClick={this.retry}>
              重试
            </Button>
            {chunk ? <Button onClick={() => window.location.reload()}>刷新页面</Button> : null}
          </Space>
        }
      />
    );
  }
}
