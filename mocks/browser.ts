import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the embedded backend in the page (npm start, build:demo). */
export function startEmbeddedBackend(): Promise<unknown> {
  const worker = setupWorker(...handlers);
  return worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
