/**
 * The console's one door to the embedded backend (mocks/): src/main.tsx calls this in the mock
 * modes only (npm start, build:demo), so the backend and its seeded world load as a separate
 * chunk and never reach a production build. Lint allows this folder, and no other file of src/,
 * to import mocks/.
 */
export const loadEmbeddedBackend = () => import('../../mocks/browser');
