/**
 * The SharedWorker's script: it holds the pages that connect until the embedded backend
 * (./workerBackend.ts) is loaded, as a module it imports. Chromium keeps no compiled code for a
 * worker's top-level script, but it does for the modules the script imports (V8's code cache,
 * made on the module's second load, taken from its third on): the backend's ~620 KB are
 * compiled again at every start otherwise (35-80 ms of the worker's thread, before its first
 * answer; docs/quality.md, issue 40).
 */
const early: MessagePort[] = [];
let connect: ((port: MessagePort) => void) | null = null;
// a connection comes once this script has run, and only once: it must be taken now
(self as unknown as { onconnect: (e: MessageEvent) => void }).onconnect = (e) => {
  if (connect) connect(e.ports[0]);
  else early.push(e.ports[0]);
};
void import('./workerBackend').then((backend) => {
  connect = backend.connect;
  // their messages (the first page's hello) wait in the ports until the hub listens
  early.splice(0).forEach(backend.connect);
});

// a module (the worker is started as one): nothing to export
export {};
