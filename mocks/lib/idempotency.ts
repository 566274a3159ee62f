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
import { keptPart, worldRun } from '../db/lazy';

interface Kept {
  /** when the first answer was given (ms, the clock) */
  at: number;
  /** the endpoint and its decoded input, as one string */
  fingerprint: string;
  status: number;
  text: string;
}

/** The keys of the current world, by operator and key, oldest first. */
let kept: { run: number; keys: Map<string, Kept> } = { run: -1, keys: new Map() };
/** Keys whose first request is being answered: a repeat waits for it. */
const inFlight = new Map<string, Promise<void>>();
// a snapshot of the world keeps them, as the journal does
keptPart('idempotency keys', {
  save: () => keysOfWorld(),
  load: (keys) => {
    kept = { run: worldRun(), keys: keys as Map<string, Kept> };
  },
});

function keysOfWorld(): Map<string, Kept> {
  if (kept.run !== worldRun()) kept = { run: worldRun(), keys: new Map() };
  // kept in the order accepted: the expired ones are at the front
  const cutoff = now() - IDEMPOTENCY_WINDOW_MS;
  for (const [k, v] of kept.keys) {
    if (v.at > cutoff) break;
    kept.keys.delete(k);
  }
  return kept.keys;
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
  const id = `${operatorId}\n${key}`;
  // the first request with this key is still being answered (a retry that came too soon)
  for (let first = inFlight.get(id); first; first = inFlight.get(id)) await first;
  const fingerprint = `${endpointKey(action)}\n${stableJson(input)}`;
  const seen = keysOfWorld().get(id);
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
      keysOfWorld().set(id, { at, fingerprint, status: reply.status, text });
    },
    release: () => {
      inFlight.delete(id);
      done();
    },
  };
}
