/**
 * The embedded backend's journal of changes ("changes are journalled and
 * replayed over the seed at start"). Every write the backend accepted is one entry: the
 * request as it came (method, address, the headers that authenticate it, the body as sent)
 * and when. Replayed in order over the same seeded world, with the clock at each entry's
 * time, the same handlers make the same records with the same ids and times.
 *
 * Only the browser keeps a journal (mocks/journal/); tests and Node have no sink.
 */
export interface JournalEntry {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** the clock when the backend accepted it (ms) */
  at: number;
  /** the random bytes it drew (hex, mocks/lib/entropy.ts), fed back when it is replayed */
  draws?: string;
  /** a step of signing in (SMS, device, sign-in record): replayed, not counted as a change */
  session?: boolean;
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
  /** the seeded world's "now" (store.ts EPOCH), so that it is built as it was */
  epoch: number;
}

/** Bumped when the seeded world or a handler changes so that old entries mean something else. */
export const JOURNAL_VERSION = 4;

/**
 * The headers a replay needs: the token, the session ticket that derives the envelope key,
 * and where the call came from (the reveal of a phone number logs the caller's IP).
 */
const KEPT_HEADERS = ['authorization', '_t', 'x-forwarded-for', 'x-real-ip'];

let sink: ((entry: JournalEntry) => void) | null = null;

/** Where accepted writes go (the browser's store), or nowhere. */
export function setJournalSink(next: ((entry: JournalEntry) => void) | null): void {
  sink = next;
  held = [];
}

export const journalling = (): boolean => sink !== null;

/** Stops journalling until the function returned is called (a replay inside a running page). */
export function pauseJournal(): () => void {
  flushBuilds();
  const was = sink;
  sink = null;
  return () => {
    sink = was;
  };
}

/** Records an accepted write (route.ts, after its handler succeeded). */
export function journalWrite(
  request: Request,
  body: string,
  at: number,
  extra: Pick<JournalEntry, 'draws' | 'session'> = {},
): void {
  // what its handler built is built again when it is replayed
  held = [];
  if (!sink) return;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const entry: JournalEntry = { method: request.method, url: request.url, headers, body, at };
  if (extra.draws) entry.draws = extra.draws;
  if (extra.session) entry.session = true;
  sink(entry);
}

/**
 * Builds made while a journalled write runs: replaying the write builds them again at the same
 * point of its handler, so they are journalled only if the write is refused (and not journalled).
 */
let held: JournalEntry[] = [];
let writing = 0;

/** Journals the builds held back from a write that was not journalled (refused). */
export function flushBuilds(): void {
  const out = held;
  held = [];
  if (sink) out.forEach(sink);
}

/** Runs the synchronous part of a journalled write's handler (route.ts): the builds it makes go with it. */
export function duringWrite<T>(run: () => T): T {
  flushBuilds();
  writing++;
  try {
    return run();
  } finally {
    writing--;
  }
}

/** Records that collection `index` of the world was built at `at` (mocks/db/lazy.ts). */
export function journalBuild(index: number, at: number, moved?: number): void {
  if (!sink) return;
  const entry: JournalEntry = { method: 'BUILD', url: 'embedded:world', headers: {}, body: '', at, build: index };
  if (moved !== undefined) entry.moved = moved;
  if (writing) held.push(entry);
  else {
    flushBuilds();
    sink(entry);
  }
}

/** Whether an entry is a change an operator made (not a sign-in step, not a build of the world). */
export const isChange = (e: JournalEntry): boolean => !e.session && e.build === undefined;

/** Whether a stored value is an entry (a journal read back from storage is checked, not trusted). */
export function isJournalEntry(v: unknown): v is JournalEntry {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.method === 'string' &&
    typeof e.url === 'string' &&
    typeof e.body === 'string' &&
    typeof e.at === 'number' &&
    Number.isFinite(e.at) &&
    (e.draws === undefined || (typeof e.draws === 'string' && /^(?:[0-9a-f]{2})*$/.test(e.draws))) &&
    (e.session === undefined || typeof e.session === 'boolean') &&
    (e.build === undefined || (typeof e.build === 'number' && Number.isSafeInteger(e.build) && e.build >= 0)) &&
    (e.moved === undefined || (typeof e.moved === 'number' && Number.isFinite(e.moved))) &&
    !!e.headers &&
    typeof e.headers === 'object' &&
    Object.values(e.headers as object).every((h) => typeof h === 'string')
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
