import { lazy, Suspense, type ComponentType } from 'react';
import FullPageSpin from '@/shared/ui/FullPageSpin';
import PageErrorBoundary from '@/shared/ui/PageErrorBoundary';

/** SPEC.md §9: a page part that has not loaded after 120 s counts as failed. */
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

/** A lazily loaded page inside its own error boundary; a retry loads the chunk again. */
export function lazyPage(loader: PageLoader): ComponentType {
  const make = () => lazy(() => withTimeout(loader(), PAGE_LOAD_TIMEOUT_MS));
  let Lazy = make();
  function Page() {
    return (
      <PageErrorBoundary onReset={() => (Lazy = make())}>
        <Suspense fallback={<FullPageSpin />}>
          <Lazy />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Page;
}
