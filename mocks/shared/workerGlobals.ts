/**
 * What msw expects of a browser that a worker lacks: its cookie store keeps request cookies in
 * `localStorage`, which workers do not have. An in-memory one stands in (the backend reads no
 * cookie, and its settings come from the pages, mocks/lib/setting.ts). Imported first by the worker.
 */
if (!('localStorage' in globalThis)) {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memory });
}
