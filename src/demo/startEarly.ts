/**
 * Imported first by src/main.tsx, and in the mock modes also a script of its own in index.html's
 * head (vite.config.ts, startBackendEarly): the embedded backend's worker is started (in a build,
 * taken up from the head's plain script that started it) and told the page's settings, and msw's
 * chunk begins to load, as soon as the document is parsed, so that the worker's script and its
 * world load on their own thread while the page boots. A production build keeps nothing of it.
 */
import { loadEmbeddedBackend, spawnEmbeddedBackend } from './embeddedBackend';

if (import.meta.env.VITE_MOCK === 'true') {
  spawnEmbeddedBackend().catch(() => undefined);
  // msw and the page's end of the connection (~140 KB): src/main.tsx's import gets this module
  loadEmbeddedBackend().catch(() => undefined);
}
