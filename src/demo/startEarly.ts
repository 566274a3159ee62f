/**
 * Imported first by src/main.tsx: in the mock modes the embedded backend's worker is started
 * before the rest of the entry's modules run, so that its script and its world load on their
 * own thread while the page boots. A production build keeps nothing of it.
 */
import { spawnEmbeddedBackend } from './embeddedBackend';

if (import.meta.env.VITE_MOCK === 'true') spawnEmbeddedBackend().catch(() => undefined);
