import { readSetting } from './setting';
import { hostSlot } from './host';

/**
 * Fault injection: latency and a failure rate on every call of the embedded backend.
 * Set in the browser with
 *   localStorage.setItem('ebike_mock_faults', JSON.stringify({ latency: [200, 2000], failureRate: 0.2 }))
 * and reload (the tests call the demo build's hook, window.__embeddedBackend.setFaults, which
 * also hands it to the running backend); in Node with the environment variable EBIKE_MOCK_FAULTS (same JSON);
 * tests call setFaults().
 */
export interface Faults {
  latency?: [number, number];
  failureRate?: number;
}

export const FAULTS_KEY = 'ebike_mock_faults';
/** The faults set on this host (the tests' hook), over the setting. */
const injected = hostSlot(() => ({ override: null as Faults | null }));

/** In the browser: kept in localStorage, which the page reads and hands to the backend (the tests' hook). */
export function keepFaults(f: Faults | null): void {
  if (f === null) localStorage.removeItem(FAULTS_KEY);
  else localStorage.setItem(FAULTS_KEY, JSON.stringify(f));
}

export function setFaults(f: Faults | null): void {
  injected().override = f;
}

export function currentFaults(): Faults {
  const { override } = injected();
  if (override) return override;
  try {
    const raw = readSetting(FAULTS_KEY);
    return raw ? (JSON.parse(raw) as Faults) : {};
  } catch {
    return {};
  }
}

export async function applyLatency(f: Faults): Promise<void> {
  if (!f.latency) return;
  const [min, max] = f.latency;
  const ms = min + Math.random() * Math.max(0, max - min);
  await new Promise((r) => setTimeout(r, ms));
}

export const shouldFail = (f: Faults): boolean => (f.failureRate ?? 0) > Math.random();
