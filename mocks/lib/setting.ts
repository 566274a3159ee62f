/**
 * A setting of the embedded backend (fault injection, fleet size), read where it runs:
 * in the page from localStorage (set in the browser's console, then reload); in Node
 * (msw/node, a server process) from the environment, the key in upper case
 * (`ebike_mock_faults` → `EBIKE_MOCK_FAULTS`). localStorage wins where both exist.
 */
export function readSetting(key: string): string | null {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    if (stored != null) return stored;
  } catch {
    // storage refused (privacy mode): fall through to the environment
  }
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.[key.toUpperCase()] ?? null;
}
