/**
 * The embedded backend's journal of changes ("changes are journalled and
 * replayed over the seed at start"). Every write the backend accepted is one entry: a decoded
 * command — the endpoint, the operator who called, their session's scope, the input as the
 * handler read it, the caller's address and when — never the transport: no token, no session
 * ticket or key, no sealed body. Replayed in order over the same seeded world, with the clock
 * at each entry's time, the same handlers make the same records with the same ids and times.
 *
 * Only the browser and the Node server keep a journal (mocks/journal/); tests have no sink.
 */
import { hostSlot } from './host';

export interface JournalInput {
  body: Record<string, unknown>;
  query: Record<string, string>;
  params: Record<string, string>;
  /** the headers the endpoint declares it reads (contract: `Endpoint.headers`; never a credential) */
  headers?: Record<string, string>;
}

export interface JournalEntry {
  /** the write as declared: `POST /ebike/v3/backend/platform/order/refund`; `BUILD` for a build of the world */
  endpoint: string;
  /** the clock when the backend accepted it (ms) */
  at: number;
  /** the operator who called (absent for a step before sign-in and for builds) */
  operatorId?: string;
  /**
   * the caller's session as the backend had checked it, less who and until when (the claims'
   * scope: franchisees, service areas …): what the handler read of it. Not a credential.
   */
  scope?: Record<string, unknown>;
  /** the input the handler read: body, query and path parameters, decoded */
  input?: JournalInput;
  /** the caller's address (the log lines the write made carry it) */
  ip?: string;
  /** the random bytes it drew (hex, mocks/lib/entropy.ts), fed back when it is replayed */
  draws?: string;
  /** a step of signing in (SMS, device, sign-in record): replayed, not counted as a change */
  session?: boolean;
  /** a money write's idempotency key (contract/idempotency.ts): a replay keeps it again, so a resend is still a repeat */
  idempotencyKey?: string;
  /**
   * Not a request: the moment a collection of the world was first built (its place in the
   * order collections are declared, mocks/db/lazy.ts), replayed as that build at `at`, not
   * counted as a change. What a collection holds when built depends on the world then.
   */
  build?: number;
  /** with `build`: the moment the living world had been brought up to then (ms); absent when it had not started */
  moved?: number;
}

/** What a journal was written over: replayed only over the same world. */
export interface JournalHeader {
  version: number;
  seed: number;
  /** the seeded world's "now" (store.ts epoch()), so that it is built as it was */
  epoch: number;
}

/**
 * Bumped when the seeded world, a handler or the entries' shape changes so that old entries
 * mean something else. 5: entries are decoded commands (4 kept the request as sent, token and
 * sealed body included; such a journal is discarded, and said once).
 */
export const JOURNAL_VERSION = 5;

/**
 * The host's journal: where accepted writes go (the browser's store), or nowhere; and the builds
 * made while a journalled write runs: replaying the write builds them again at the same point of
 * its handler, so they are journalled only if the write is refused (and not journalled).
 */
const journal = hostSlot(() => ({
  sink: null as ((entry: JournalEntry) => void) | null,
  held: [] as JournalEntry[],
  writing: 0,
}));

/** Where accepted writes go (the browser's store), or nowhere. */
export function setJournalSink(next: ((entry: JournalEntry) => void) | null): void {
  const j = journal();
  j.sink = next;
  j.held = [];
}

export const journalling = (): boolean => journal().sink !== null;

/** Stops journalling until the function returned is called (a replay inside a running page). */
export function pauseJournal(): () => void {
  flushBuilds();
  const j = journal();
  const was = j.sink;
  j.sink = null;
  return () => {
    j.sink = was;
  };
}

/** Records an accepted write (route.ts, after its handler succeeded). */
export function journalWrite(entry: JournalEntry): void {
  const j = journal();
  // what its handler built is built again when it is replayed
  j.held = [];
  if (j.sink) j.sink(entry);
}

/** Journals the builds held back from a write that was not journalled (refused). */
export function flushBuilds(): void {
  const j = journal();
  const out = j.held;
  j.held = [];
  if (j.sink) out.forEach(j.sink);
}

/** Runs the synchronous part of a journalled write's handler (route.ts): the builds it makes go with it. */
export function duringWrite<T>(run: () => T): T {
  flushBuilds();
  const j = journal();
  j.writing++;
  try {
    return run();
  } finally {
    j.writing--;
  }
}

/** The endpoint of a build's entry. */
export const BUILD = 'BUILD';

/** Records that collection `index` of the world was built at `at` (mocks/db/lazy.ts). */
export function journalBuild(index: number, at: number, moved?: number): void {
  const j = journal();
  if (!j.sink) return;
  const entry: JournalEntry = { endpoint: BUILD, at, build: index };
  if (moved !== undefined) entry.moved = moved;
  if (j.writing) j.held.push(entry);
  else {
    flushBuilds();
    j.sink(entry);
  }
}

/** Whether an entry is a change an operator made (not a sign-in step, not a build of the world). */
export const isChange = (e: JournalEntry): boolean => !e.session && e.build === undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isStrings = (v: unknown): boolean => isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/** Whether a stored value is an entry (a journal read back from storage is checked, not trusted). */
export function isJournalEntry(v: unknown): v is JournalEntry {
  if (!isRecord(v)) return false;
  const e = v;
  const input = e.input;
  return (
    typeof e.endpoint === 'string' &&
    typeof e.at === 'number' &&
    Number.isFinite(e.at) &&
    (e.operatorId === undefined || typeof e.operatorId === 'string') &&
    (e.scope === undefined || isRecord(e.scope)) &&
    (input === undefined ||
      (isRecord(input) && isRecord(input.body) && isStrings(input.query) && isStrings(input.params))) &&
    (e.ip === undefined || typeof e.ip === 'string') &&
    (e.draws === undefined || (typeof e.draws === 'string' && /^(?:[0-9a-f]{2})*$/.test(e.draws))) &&
    (e.session === undefined || typeof e.session === 'boolean') &&
    (e.idempotencyKey === undefined || typeof e.idempotencyKey === 'string') &&
    (e.build === undefined || (typeof e.build === 'number' && Number.isSafeInteger(e.build) && e.build >= 0)) &&
    (e.moved === undefined || (typeof e.moved === 'number' && Number.isFinite(e.moved)))
  );
}

export function isJournalHeader(v: unknown): v is JournalHeader {
  if (!v || typeof v !== 'object') return false;
  const h = v as Record<string, unknown>;
  return (
    typeof h.version === 'number' &&
    typeof h.seed === 'number' &&
    typeof h.epoch === 'number' &&
    Number.isFinite(h.epoch)
  );
}
