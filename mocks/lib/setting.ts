import { hostSlot } from './host';

/** Settings handed to the backend by its pages (the shared worker has no localStorage); null: unset. */
const hostGiven = hostSlot(() => new Map<string, string | null>());

/** The page's settings, as it read them from its localStorage: they win over what this realm could read itself. */
export function giveSettings(values: Readonly<Record<string, string | null>>): void {
  const given = hostGiven();
  for (const [k, v] of Object.entries(values)) given.set(k, v);
}

/**
 * A setting of the embedded backend (fault injection, fleet size), read where it runs:
 * in the page from localStorage (set in the browser's console, then reload; the shared worker
 * is handed the page's, see giveSettings); in Node
 * (msw/node, a server process) from the environment, the key in upper case
 * (`ebike_mock_faults` → `EBIKE_MOCK_FAULTS`). localStorage wins where both exist.
 */
export function readSetting(key: string): string | null {
  const given = hostGiven();
  if (given.has(key)) return given.get(key) ?? null;
  try {
    const stored = globalThis.localStorage?.getItem(key);
    if (stored != null) return stored;
  } catch {
    // storage refused (privacy mode): fall through to the environment
  }
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.[key.toUpperCase()] ?? null;
}
