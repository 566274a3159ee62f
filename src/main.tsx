import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { wireApp } from './app/httpWiring';
import { loadEmbeddedBackend } from './demo/embeddedBackend';
import { DEMO_DATA_DISCARDED, DEMO_DATA_PARTLY_KEPT, registerDemoData } from './shared/config/demoData';
import { isLoggedIn } from './shared/auth/session';
import { notify } from './shared/http/notify';
import './app/global.css';

wireApp();

/**
 * StrictMode: in development every effect runs twice on mount, so one that cannot fails early (no cost in builds).
 * The first render is a transition: React renders it in slices that let the browser answer
 * input in between (the skeleton of index.html stays on screen meanwhile), rather than in
 * one long task that blocks the page on a slow phone.
 */
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The embedded backend starts before the first call (npm start, build:demo), its kept
// changes replayed; never in `build`. A journal it had to discard is said once.
if (import.meta.env.VITE_MOCK === 'true') {
  // A signed-in reload: the signed-in routes and the page shown start loading beside the
  // backend's start, while its worker still lets files pass; once it runs it relays every
  // request through this page, the app's own files included (~150 of them for 运营地图).
  if (isLoggedIn()) {
    import('./app/pages').then((m) => m.preloadPath(window.location.hash.slice(1) || '/')).catch(() => undefined);
  }
  loadEmbeddedBackend()
    .then(async (m) => {
      registerDemoData({
        count: m.demoData.count,
        reset: async () => {
          await m.demoData.reset();
          window.location.reload();
        },
      });
      const { discarded, dropped } = await m.startEmbeddedBackend();
      if (discarded) notify('warning', DEMO_DATA_DISCARDED, `${discarded}，此前的修改已清除。`);
      else if (dropped) notify('warning', DEMO_DATA_PARTLY_KEPT, `${dropped}。`);
      // each tab runs its own copy of the world over the one journal: said once when another changes it
      let told = false;
      m.demoData.onChangedElsewhere((what) => {
        if (told) return;
        told = true;
        const how =
          what === 'reset'
            ? '另一个标签页已重置演示数据，本页此后的修改不再保存'
            : '另一个标签页保存了修改，本页此后的修改仍会保存';
        notify('warning', '演示数据已在另一个标签页中修改', `${how}；刷新页面即可看到最新数据。`);
      });
    })
    .catch((e: unknown) => console.error('embedded backend failed to start', e))
    .finally(render);
} else {
  render();
}
