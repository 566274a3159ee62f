import { setupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';

/**
 * msw's service worker in front of this page's requests: `handlers` answer, the rest pass through.
 * It runs behind public/consoleServiceWorker.js, which lets the console's own files go to the
 * network without asking this page.
 */
export async function interceptRequests(...handlers: HttpHandler[]): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}consoleServiceWorker.js` },
  });
}
