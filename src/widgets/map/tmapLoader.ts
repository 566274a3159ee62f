/**
 * Loads Tencent's GL map API (`TMap`) once, from its script with the key. A failed load
 * (script error or timeout) is forgotten, so the next attempt tries again (maps).
 */
export type TMapNS = Record<string, unknown>;

export const TMAP_SCRIPT = 'https://map.qq.com/api/gljs';
const LOAD_TIMEOUT_MS = 10000;
let pending: { key: string; promise: Promise<TMapNS> } | null = null;

const present = () => (window as unknown as { TMap?: TMapNS }).TMap;

export function loadTMap(key: string): Promise<TMapNS> {
  if (!key) return Promise.reject(new Error('no map key'));
  if (pending?.key === key) return pending.promise;
  const promise = new Promise<TMapNS>((resolve, reject) => {
    const ready = present();
    if (ready) {
      resolve(ready);
      return;
    }
    const script = document.createElement('script');
    script.src = `${TMAP_SCRIPT}?v=1.exp&key=${encodeURIComponent(key)}`;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('map load timeout')), LOAD_TIMEOUT_MS);
    function fail(e: Error) {
      clearTimeout(timer);
      script.remove();
      reject(e);
    }
    script.onload = () => {
      clearTimeout(timer);
      const ns = present();
      if (ns) resolve(ns);
      else fail(new Error('TMap missing after load'));
    };
    script.onerror = () => fail(new Error('map script failed to load'));
    document.head.appendChild(script);
  });
  pending = { key, promise };
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}
