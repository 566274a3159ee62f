import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { RouterProvider } from 'react-router-dom';
import { feedbackDemand } from '@/shared/http/notify';
import { useDisplay } from '@/shared/config/display';
import { useSite } from '@/shared/config/site';
import { useRememberBootBrand } from '@/shared/config/bootBrand';
import { createAppRouter } from './router';

// Notifications and messages load with the first one (the login page shows none until then).
// If that chunk cannot load, the app goes on without them rather than failing as a whole.
const FeedbackBridge = lazy<ComponentType>(() =>
  import('./FeedbackBridge').catch((e: unknown) => {
    console.warn('notifications failed to load', e);
    return { default: () => null };
  }),
);

// The query devtools in development only: the import is not even in the builds' graph.
const QueryDevtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test' ? lazy(() => import('./QueryDevtools')) : null;

function Feedback() {
  const wanted = useSyncExternalStore(feedbackDemand.subscribe, feedbackDemand.get);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackBridge />
    </Suspense>
  ) : null;
}

/** Colour-weak mode (screens and routes): a class on <html>, styled in global.css. */
function useColorWeak(on: boolean) {
  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', on);
    return () => document.documentElement.classList.remove('color-weak');
  }, [on]);
}

/**
 * The root: the feedback bridge and the hash router. No antd here: the login page and the
 * loading and error views draw their few controls themselves (LeanButton, useDesignToken),
 * and what is drawn with antd loads it with its theme (AntdTheme: the signed-in routes and
 * the notifications through ChineseLocale, other public pages and parts through themed()).
 * The base text style antd's <App> would give is in global.css.
 */
export default function App() {
  const [router] = useState(createAppRouter);
  const colorWeak = useDisplay((s) => s.colorWeak);
  useColorWeak(colorWeak);
  useRememberBootBrand();
  useEffect(() => {
    void useSite.getState().load();
  }, []);
  return (
    <>
      <Feedback />
      <RouterProvider router={router} />
      {QueryDevtools ? (
        <Suspense fallback={null}>
          <QueryDevtools />
        </Suspense>
      ) : null}
    </>
  );
}
