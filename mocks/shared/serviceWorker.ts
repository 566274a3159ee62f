import { setupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';

/** msw's service worker in front of this page's requests: `handlers` answer, the rest pass through. */
export async function interceptRequests(...handlers: HttpHandler[]): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
