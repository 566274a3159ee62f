/**
 * Vite's preload helper (`__vitePreload`, the wrapper of every dynamic import in a build)
 * appends a `<link rel="modulepreload">` for each chunk an import needs, all in the task
 * that asked: 运营地图's route and the shell need ~120, and each append starts a request
 * (0.35–0.45 ms of the page's main thread each in Chromium on a quiet machine), so a
 * signed-in reload began with one 80–120 ms task. This plugin makes the helper append a
 * script's links in slices of at most SLICE_MS of the main thread, each slice a task of its
 * own (a MessageChannel message: not clamped like a nested setTimeout), and lets the import
 * go on once its links are all in the document, as before. Stylesheets are appended at once,
 * as before (the helper waits for their load anyway).
 *
 * The helper's text is Vite's: the build fails when it no longer holds the line this replaces,
 * rather than shipping the unsliced helper unnoticed.
 */

/** The longest a slice of appends may run (ms). */
export const SLICE_MS = 8;

const HELPER_ID = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';

/** The slicer: `appendInSlices(link)` queues a link and resolves once it is in the document. */
export const SLICER = `
const preloadQueue = [];
const preloadChannel = new MessageChannel();
preloadChannel.port1.onmessage = () => {
  const until = performance.now() + ${SLICE_MS};
  do preloadQueue.shift()();
  while (preloadQueue.length && performance.now() < until);
  if (preloadQueue.length) preloadChannel.port2.postMessage(0);
};
const appendInSlices = (link) => new Promise((done) => {
  const append = () => {
    document.head.appendChild(link);
    done();
  };
  if (preloadQueue.push(append) === 1) preloadChannel.port2.postMessage(0);
});
`;

/** The helper's code with a script's links appended in slices (throws when the helper is not the one expected). */
export function sliceHelper(code) {
  if (!code.includes(APPEND)) throw new Error(`preloadInSlices: Vite's preload helper no longer holds "${APPEND}"`);
  return `${SLICER}${code.replace(APPEND, `if (!isCss) return appendInSlices(link);\n${APPEND}`)}`;
}

/** The Vite plugin (builds only: the dev server loads modules without the helper). */
export function preloadInSlices() {
  let seen = false;
  return {
    name: 'preload-in-slices',
    apply: 'build',
    transform(code, id) {
      if (id !== HELPER_ID) return null;
      seen = true;
      return { code: sliceHelper(code), map: null };
    },
    generateBundle(_, bundle) {
      // a build with dynamic imports has the helper; one without needs no slicing
      const dynamic = Object.values(bundle).some((c) => c.type === 'chunk' && c.dynamicImports.length);
      if (dynamic && !seen) this.error('preloadInSlices: the preload helper was not seen (Vite renamed it?)');
    },
  };
}
