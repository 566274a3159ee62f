import { ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import type { ReactNode } from 'react';
import { appTheme } from './appTheme';
import { cspNonce } from './cspNonce';
import { usePrimaryColor } from './primary';
import { useReducedMotion } from './reducedMotion';

/**
 * antd's theme for a subtree that shows antd components: the console's primary colour,
 * the readable error red, no animations while the system asks for reduced motion. There is
 * no ConfigProvider at the root (the login page's first load has no antd): the signed-in
 * routes, the notifications and every public part drawn with antd are wrapped in this, and its
 * chunk brings antd's stylesheet. The <style> tags antd still writes (the theme's CSS variables)
 * carry the page's CSP nonce (cspNonce.ts).
 */
const csp = { nonce: cspNonce() };

export default function AntdTheme({ children }: { children: ReactNode }) {
  const primary = usePrimaryColor();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider csp={csp} theme={appTheme(primary, reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}
