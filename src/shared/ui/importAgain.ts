/**
 * Loads a module again after its dynamic import failed (offline, a dropped connection).
 * Browsers keep a failed import per URL, so running the same `import()` again fails at
 * once without a request: `loader` runs again (it may succeed where the failure was not
 * kept, or where it failed before the chunk was asked for), and if it fails with the
 * chunk's address in its message (Chromium: "Failed to fetch dynamically imported module:
 * URL", Firefox: "error loading dynamically imported module: URL"), the same chunk is
 * imported under that address with `?retry=N`, which the browser fetches anew. Its own
 * imports resolve to the usual addresses, so the modules it shares stay one instance.
 */
export async function importAgain<T>(
  loader: () => Promise<T>,
  attempt: number,
  load: (url: string) => Promise<unknown> = importUrl,
): Promise<T> {
  try {
    return await loader();
  } catch (e) {
    const url = chunkUrlOf(e);
    if (!url) throw e;
    return (await load(withRetryParam(url, attempt))) as T;
  }
}

const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

const MODULE_URL = /(?:https?|file):\/\/[^\s'"]+?\.m?js(?:\?[^\s'"]*)?(?=$|[\s'"])/;

/** The address of the chunk a failed dynamic import names in its message, if any (same origin only). */
export function chunkUrlOf(e: unknown): string | undefined {
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  const found = MODULE_URL.exec(message)?.[0];
  if (!found) return undefined;
  try {
    const url = new URL(found);
    return url.origin === window.location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `url` with `retry=N` in its query (replacing an earlier one). */
export function withRetryParam(url: string, attempt: number): string {
  const u = new URL(url);
  u.searchParams.set('retry', String(attempt));
  return u.href;
}
