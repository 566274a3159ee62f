import type { GlobalToken } from 'antd';
import derivative from 'antd/es/theme/themes/default';
import seedToken from 'antd/es/theme/themes/seed';
import formatToken from 'antd/es/theme/util/alias';
import { useMemo } from 'react';
import { appTheme } from './appTheme';
import { usePrimaryColor } from './primary';
import { useReducedMotion } from './reducedMotion';

type Seed = NonNullable<ReturnType<typeof appTheme>['token']>;

/**
 * antd's design tokens for a theme's seed tokens, computed as its ConfigProvider does
 * (seed → default algorithm → aliases) but without ConfigProvider, cssinjs or any component:
 * the public pages draw their few controls with these (login page, loading and error views),
 * so that antd itself stays off the first load. Deep imports from antd/es: check the paths
 * when upgrading antd (tests/integration/units/designToken.test.ts compares with antd's getDesignToken).
 */
export function designToken(seed: Seed): GlobalToken {
  const derived = derivative({ ...seedToken, ...seed });
  return formatToken({ ...derived, override: seed } as Parameters<typeof formatToken>[0]) as GlobalToken;
}

/** The last tokens computed, per theme: every control of a page asks for the same ones. */
const computed = new Map<string, GlobalToken>();

function cachedToken(primary: string, reducedMotion: boolean): GlobalToken {
  const key = `${primary} ${reducedMotion}`;
  let token = computed.get(key);
  if (!token) {
    if (computed.size > 8) computed.clear();
    token = designToken(appTheme(primary, reducedMotion).token ?? {});
    computed.set(key, token);
  }
  return token;
}

/** The console's design tokens now (its primary colour, reduced motion), like antd's `theme.useToken()`. */
export function useDesignToken(): { token: GlobalToken } {
  const primary = usePrimaryColor();
  const reducedMotion = useReducedMotion();
  return useMemo(() => ({ token: cachedToken(primary, reducedMotion) }), [primary, reducedMotion]);
}
