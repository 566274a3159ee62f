/**
 * Addresses typed into the browser's address bar. Such an entry is not the router's, and its
 * blocker cannot stop it: by the time the router reads it, it has already moved. A listener
 * installed before the router's own sees the entry first (listeners of one target run in the
 * order they were added, capture or not) and hands it to the mounted LeaveGuard, which may
 * keep the router from ever reading it.
 */
type Handler = (e: PopStateEvent) => void;

let handler: Handler | null = null;
const installed = new WeakSet<Window>();

/** Before the router is made: the listener that runs ahead of the router's own. */
export function installAddressBarGuard(win: Window = window): void {
  if (installed.has(win)) return;
  installed.add(win);
  win.addEventListener('popstate', (e) => handler?.(e));
}

/** The guard's handler while it is mounted; the function returned takes it away. */
export function onAddressTyped(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}
