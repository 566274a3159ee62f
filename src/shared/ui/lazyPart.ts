import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { toast } from '@/shared/http/notify';

/** What the person is told when a part's code cannot be fetched (offline, or a new release replaced it). */
export const PART_LOAD_FAILED = '界面组件加载失败，请检查网络或刷新页面后重试';

/**
 * A part of a screen loaded on its first use (a drawer, a dialog), so that its code is not
 * in the screen's first load. Render it under <Suspense> once it is wanted. If its code
 * cannot load, the person is told and the part is left out: the screen around it goes on
 * (a failed dialog must not replace the whole console with an error page).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((e: unknown) => {
      console.warn('part failed to load', e);
      toast('error', PART_LOAD_FAILED);
      return { default: () => null };
    }),
  );
}
