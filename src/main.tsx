// first: in the mock modes the backend's worker starts before the rest of the entry runs
import './demo/startEarly';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { wireApp } from './app/httpWiring';
import { loadEmbeddedBackend } from './demo/embeddedBackend';
import { refreshChangedElsewhere } from './app/crossTab';
import {
  DEMO_DATA_DISCARDED,
  DEMO_DATA_PARTLY_KEPT,
  DEMO_DATA_SINGLE_TAB,
  DEMO_DATA_SINGLE_TAB_DETAIL,
  DEMO_DATA_SUPERSEDED,
  DEMO_DATA_SUPERSEDED_DETAIL,
  registerDemoData,
} from './shared/config/demoData';
import { isLoggedIn } from './shared/auth/session';
import { notify } from './shared/http/notify';
import { setRetryBase } from './shared/http/retry';
import { holdCallsUntil } from './shared/http/gate';
import { nonceNewStyles } from './shared/ui/theme/cspNonce';
import './app/global.css';

// the page's CSP nonce on every <style> the page's scripts make (deploy/nginx.conf)
nonceNewStyles();
wireApp();

/**
 * StrictMode: in development every effect runs twice on mount, so one that cannot fails early (no cost in builds).
 * The first render is a transition: React renders it in slices that let the browser answer
 * input in between (the skeleton of index.html stays on screen meanwhile), rather than in
 * one long task that blocks the page on a slow phone.
 */
function render() {
  // for the map benchmark's timeline (scripts/bench-map.mjs --detail): when the app began to render
  performance.mark('app:render');
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The embedded backend starts beside the app (npm start, build:demo), its kept changes
// replayed; never in `build`. The app renders at once: its chunks, layout and page load while
// the backend's worker and msw's service worker start, and its calls wait until msw intercepts
// them (`holdCallsUntil`, src/shared/http/gate.ts). A journal it had to discard is said once.
// It is shared by every tab of the browser (a SharedWorker); without one this tab runs its own, said on screen.
if (import.meta.env.VITE_MOCK === 'true') {
  // A signed-in reload: the page shown and its layout start loading at once, beside the
  // session's check (the operator's codes) that the router waits for.
  if (isLoggedIn()) {
    import('./app/pages').then((m) => m.preloadPath(window.location.hash.slice(1) || '/')).catch(() => undefined);
  }
  // the browser tests' hook, in demo builds only: a sweep that makes every call fail shortens
  // the waits between a read's attempts (the policy stays the same: two more tries, then shown)
  if (import.meta.env.MODE === 'demo') Object.assign(window, { __consoleHooks: { setRetryBase } });
  const started = loadEmbeddedBackend().then((m) => m.startEmbeddedBackend());
  holdCallsUntil(started);
  started
    .then((backend) => {
      registerDemoData({
        count: backend.count,
        reset: async () => {
          await backend.reset();
          window.location.reload();
        },
      });
      // said once the journal is replayed (the app boots meanwhile)
      void backend.restored.then(({ discarded, dropped }) => {
        if (discarded) notify('warning', DEMO_DATA_DISCARDED, `${discarded}，此前的修改已清除。`);
        else if (dropped) notify('warning', DEMO_DATA_PARTLY_KEPT, `${dropped}。`);
      });
      // every tab talks to one backend: another tab's write refreshes what it changed here
      backend.onChangedElsewhere((method, path) => void refreshChangedElsewhere(method, path));
      // the world this page showed is gone (重置演示数据 in another tab)
      backend.onReset(() => window.location.reload());
      if (!backend.shared) notify('info', DEMO_DATA_SINGLE_TAB, DEMO_DATA_SINGLE_TAB_DETAIL);
      backend.onSuperseded(() => notify('error', DEMO_DATA_SUPERSEDED, DEMO_DATA_SUPERSEDED_DETAIL, 0));
    })
    .catch((e: unknown) => console.error('embedded backend failed to start', e));
}
render();
