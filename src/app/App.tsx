import { ConfigProvider, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { feedbackDemand } from '@/shared/http/notify';
import { DEFAULT_PRIMARY, useDisplay } from '@/shared/config/display';
import { useSite } from '@/shared/config/site';
import { useReducedMotion } from './reducedMotion';
import { createAppRouter } from './router';
import { appTheme, primaryOf } from './theme';

// Notifications and messages load with the first one (the login page shows none until then).
// If that chunk cannot load, the app goes on without them rather than failing as a whole.
const FeedbackBridge = lazy<ComponentType>(() =>
  import('./FeedbackBridge').catch((e: unknown) => {
    console.warn('notifications failed to load', e);
    return { default: () => null };
  }),
);

// The query devtools in development only: the import is not even in the builds' graph.
const QueryDevtools = import.meta.env.DEV && import.meta.env.MODE !== 'test' ? lazy(() => import('./QueryDevtools')) : null;

function Feedback() {
  const wanted = useSyncExternalStore(feedbackDemand.subscribe, feedbackDemand.get);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackBridge />
    </Suspense>
  ) : null;
}

/** The base text style (colour, size, line height, font) that antd's <App> gives its subtree. */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

/** Colour-weak mode (screens and routes): a class on <html>, styled in global.css. */
function useColorWeak(on: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', on);
    return () => document.documentElement.classList.remove('color-weak');
  }, [on]);
}

/**
 * Providers: antd's theme with the primary colour the operator picked in the settings drawer,
 * else the site's themeColor (系统配置), else the console's blue, and without animations
 * when the system asks for reduced motion, feedback bridge, hash
 * router. antd's texts in Chinese come with the parts that show them (ChineseLocale).
 */
export default function App() {
  const [router] = useState(createAppRouter);
  const themeColor = useSite((s) => s.config?.themeColor);
  const primaryColor = useDisplay((s) => s.primaryColor);
  const colorWeak = useDisplay((s) => s.colorWeak);
  const reducedMotion = useReducedMotion();
  useColorWeak(colorWeak);
  useEffect(() => {
    void useSite.getState().load();
  }, []);
  return (
    <ConfigProvider theme={appTheme(primaryOf(primaryColor, themeColor, DEFAULT_PRIMARY), reducedMotion)}>
      <BaseText>
        <Feedback />
        <RouterProvider router={router} />
        {QueryDevtools ? (
          <Suspense fallback={null}>
            <QueryDevtools />
          </Suspense>
        ) : null}
      </BaseText>
    </ConfigProvider>
  );
}
