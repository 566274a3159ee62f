import { createRoot } from 'react-dom/client';
import App from './app/App';
import './app/global.css';

function render() {
  createRoot(document.getElementById('root')!).render(<App />);
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
