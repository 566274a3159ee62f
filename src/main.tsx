import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { wireApp } from './app/httpWiring';
import './app/global.css';

wireApp();

/** StrictMode: in development every effect runs twice on mount, so one that cannot fails early (no cost in builds). */
function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The embedded backend starts before the first call (npm start, build:demo); never in `build`.
if (import.meta.env.VITE_MOCK === 'true') {
  import('../mocks/browser')
    .then((m) => m.startEmbeddedBackend())
    .catch((e: unknown) => console.error('embedded backend failed to start', e))
    .finally(render);
} else {
  render();
}
