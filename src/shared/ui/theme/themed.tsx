import type { ComponentType } from 'react';

/**
 * Loads a component drawn with antd together with antd's theme (AntdTheme), both at once,
 * and renders it inside that theme: for lazy parts of pages that load no antd otherwise.
 */
export function themed<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([import('./AntdTheme'), loader()]).then(([{ default: AntdTheme }, { default: Part }]) => ({
      default: function Themed(props: P) {
        return (
          <AntdTheme>
            <Part {...props} />
          </AntdTheme>
        );
      },
    }));
}
