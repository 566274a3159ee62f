import { lazy, Suspense, useState, type ComponentType } from 'react';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import PageErrorBoundary from '@/shared/ui/PageErrorBoundary';
import { importAgain } from '@/shared/ui/importAgain';

/** Business limits: a page part that has not loaded after 120 s counts as failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120000;

export type PageLoader = () => Promise<{ default: ComponentType }>;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = setTimeout(() => reject(new Error('页面加载超时')), ms);
    p.then(
      (v) => {
        clearTimeout(id);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(id);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * A lazily loaded page inside its own error boundary. 重试 loads the chunk again for real:
 * the loader runs again and, where the browser keeps the failed import (per URL), the
 * chunk is fetched anew under another address (`importAgain`).
 */
export function lazyPage(loader: PageLoader): ComponentType {
  let attempt = 0;
  const make = () => {
    const n = attempt;
    return lazy(() => withTimeout(n === 0 ? loader() : importAgain(loader, n), PAGE_LOAD_TIMEOUT_MS));
  };
  let Lazy = make();
  function Page() {
    // the boundary's retry renders the page again, with the new lazy component
    const [, setTries] = useState(0);
    return (
      <PageErrorBoundary
        onReset={() => {
          attempt += 1;
          Lazy = make();
          setTries((n) => n + 1);
        }}
      >
        <Suspense fallback={<FullPageSpin />}>
          <Lazy />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Page;
}
