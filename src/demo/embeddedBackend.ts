/**
 * The console's one door to the embedded backend (mocks/): src/main.tsx calls this in the mock
 * modes only (npm start, build:demo), so the backend and its seeded world load as a separate
 * chunk and never reach a production build. Lint allows this folder, and no other file of src/,
 * to import mocks/.
 */
export const loadEmbeddedBackend = () => import('../../mocks/browser');

/**
 * The backend's shared worker started at once, from a small chunk of its own: its script loads
 * and its world is built on its own thread while the page loads msw and the app. Without
 * SharedWorker nothing starts here (the page runs the backend itself).
 */
export const spawnEmbeddedBackend = (): Promise<void> =>
  typeof SharedWorker === 'function'
    ? import('../../mocks/shared/spawn').then((m) => void m.spawnBackend())
    : Promise.resolve();
