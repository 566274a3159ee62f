/**
 * Idempotent money writes (contract/idempotency.ts): a write declared `idempotent` must carry
 * an idempotency key; the first accepted answer to a key is kept per operator for 24 h by the
 * clock, and a repeat of the same request gets that answer again with nothing applied. The
 * same key with another request is refused, and so is a money write without a key: the
 * backend does not trust the console to send each action once.
 *
 * Only accepted writes are kept: a refused one applied nothing, so asking again is harmless,
 * and what is kept is exactly what the journal holds (each entry carries its key, and a
 * replay of the journal keeps the keys again), so a reload or a restart of the Node server
 * remembers them. The keys belong to one run of the world: a reset world has none.
 */
import { HttpResponse } from 'msw';
import { IDEMPOTENCY_REFUSALS, IDEMPOTENCY_WINDOW_MS, isIdempotencyKey } from '@contract/idempotency';
import { endpointKey } from '@contract/endpoint';
import type { WriteEndpoint } from '@contract/actions';
import { now } from '../../src/shared/utils/clock';
import { stableJson } from '../../src/shared/utils/stableJson';
import { keptPart } from '../db/lazy';
import { worldSlot } from '../db/world';

export interface Kept {
  /** when the first answer was given (ms, the clock) */
  at: number;
  /** the endpoint and its decoded input, as one string */
  fingerprint: string;
  status: number;
  text: string;
}

/** A world's keys. */
interface Keys {
  /** by operator and key, oldest first */
  kept: Map<string, Kept>;
  /**
   * the keys as a snapshot put them back, unpacked at their first use (a money write, or the next
   * snapshot with any change): a start does not pay for keys it may never be asked about
   */
  packed: PackedKeys | null;
  /** keys whose first request is being answered: a repeat waits for it */
  inFlight: Map<string, Promise<void>>;
}
const worldKeys = worldSlot((): Keys => ({ kept: new Map(), packed: null, inFlight: new Map() }));
// a snapshot of the world keeps them, as the journal does, in columns (packKeys)
keptPart('idempotency keys', {
  save: () => {
    const k = worldKeys();
    return k.packed ?? packKeys(keysOfWorld(k));
  },
  load: (packed) => {
    const k = worldKeys();
    k.kept = new Map();
    k.packed = packed as PackedKeys;
  },
});

/**
 * The kept keys as a few columns instead of one object per key: the ids, fingerprints and
 * answers as one string (NUL between them: no id, stable JSON or answer holds a raw NUL), the
 * times and statuses as typed arrays. A snapshot's structured clone copies these as a block;
 * one object and four strings per key (100,000 keys after 100,000 money writes in a day:
 * 82 MB, 1.5 s of CPU to deserialize) became what a restart of the Node server paid for most.
 */
export interface PackedKeys {
  text: string;
  at: Float64Array;
  status: Uint16Array;
}

export function packKeys(keys: ReadonlyMap<string, Kept>): PackedKeys {
  const strings: string[] = [];
  const at = new Float64Array(keys.size);
  const status = new Uint16Array(keys.size);
  let i = 0;
  for (const [id, k] of keys) {
    strings.push(id, k.fingerprint, k.text);
    at[i] = k.at;
    status[i++] = k.status;
  }
  return { text: strings.join('\0'), at, status };
}

export function unpackKeys(packed: PackedKeys): Map<string, Kept> {
  const keys = new Map<string, Kept>();
  if (!packed.at.length) return keys;
  const s = packed.text.split('\0');
  for (let i = 0; i < packed.at.length; i++)
    keys.set(s[3 * i], { at: packed.at[i], fingerprint: s[3 * i + 1], status: packed.status[i], text: s[3 * i + 2] });
  return keys;
}

function keysOfWorld(keys: Keys): Map<string, Kept> {
  if (keys.packed) {
    keys.kept = unpackKeys(keys.packed);
    keys.packed = null;
  }
  // kept in the order accepted: the expired ones are at the front
  const cutoff = now() - IDEMPOTENCY_WINDOW_MS;
  for (const [k, v] of keys.kept) {
    if (v.at > cutoff) break;
    keys.kept.delete(k);
  }
  return keys.kept;
}

const refusal = (r: (typeof IDEMPOTENCY_REFUSALS)[keyof typeof IDEMPOTENCY_REFUSALS]): Response =>
  HttpResponse.json({ suc: false, error: { code: r.code, promt: r.message } }, { status: r.status });

/** A request's claim on its key: what route() tells of its answer. */
export interface KeyClaim {
  readonly key: string;
  /** the write was accepted at `at` (the clock) with this answer: kept as the key's first answer */
  keep(reply: Response, at: number): Promise<void>;
  /** the request is answered (accepted or not): a repeat waiting for it goes on */
  release(): void;
}

/**
 * For an idempotent write by `operatorId`: a refusal (no key; the key used for another
 * request), the first answer again (a repeat), or the claim of a first request, which route()
 * settles with its answer.
 */
export async function claimKey(
  action: WriteEndpoint,
  key: string | null,
  operatorId: string,
  input: unknown,
): Promise<Response | KeyClaim> {
  if (!isIdempotencyKey(key)) return refusal(IDEMPOTENCY_REFUSALS.missing);
  // the world answering (called in it): read again after the waits below, which another world's requests may fill
  const keys = worldKeys();
  const { inFlight } = keys;
  const id = `${operatorId}\n${key}`;
  // the first request with this key is still being answered (a retry that came too soon)
  for (let first = inFlight.get(id); first; first = inFlight.get(id)) await first;
  const fingerprint = `${endpointKey(action)}\n${stableJson(input)}`;
  const seen = keysOfWorld(keys).get(id);
  if (seen && seen.fingerprint !== fingerprint) return refusal(IDEMPOTENCY_REFUSALS.mismatch);
  if (seen) {
    return new HttpResponse(seen.text, { status: seen.status, headers: { 'Content-Type': 'application/json' } });
  }
  let done!: () => void;
  inFlight.set(
    id,
    new Promise<void>((resolve) => {
      done = resolve;
    }),
  );
  return {
    key,
    keep: async (reply, at) => {
      const text = await reply.clone().text();
      keysOfWorld(keys).set(id, { at, fingerprint, status: reply.status, text });
    },
    release: () => {
      inFlight.delete(id);
      done();
    },
  };
}
