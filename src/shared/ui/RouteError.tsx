import { useRouteError } from 'react-router-dom';
import LeanButton from './LeanButton';
import { ErrorView, isChunkLoadError } from './PageErrorBoundary';

/** What the router shows when a layout fails (e.g. its chunk did not load): never a white screen. */
export default function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <ErrorView
      title={chunk ? '页面资源加载失败' : '页面出错了'}
      detail={chunk ? '网络不稳定或系统刚刚更新，请刷新页面。' : error instanceof Error ? error.message : String(error)}
      actions={
        <LeanButton type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </LeanButton>
      }
    />
  );
}
