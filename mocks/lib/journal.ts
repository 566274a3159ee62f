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
}

/** What a journal was written over: replayed only over the same world. */
export interface JournalHeader {
  version: number;
  seed: number;
  /** the seeded world's "now" (store.ts EPOCH), so that it is built as it was */
  epoch: number;
}

/** Bumped when the seeded world or a handler changes so that old entries mean something else. */
export const JOURNAL_VERSION = 2;

/**
 * The headers a replay needs: the token, the session ticket that derives the envelope key,
 * and where the call came from (the reveal of a phone number logs the caller's IP).
 */
const KEPT_HEADERS = ['authorization', '_t', 'x-forwarded-for', 'x-real-ip'];

let sink: ((entry: JournalEntry) => void) | null = null;

/** Where accepted writes go (the browser's store), or nowhere. */
export function setJournalSink(next: ((entry: JournalEntry) => void) | null): void {
  sink = next;
}

export const journalling = (): boolean => sink !== null;

/** Stops journalling until the function returned is called (a replay inside a running page). */
export function pauseJournal(): () => void {
  const was = sink;
  sink = null;
  return () => {
    sink = was;
  };
}

/** Records an accepted write (route.ts, after its handler succeeded). */
export function journalWrite(request: Request, body: string, at: number, extra: Pick<JournalEntry, 'draws' | 'session'> = {}): void {
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
    !!e.headers &&
    typeof e.headers === 'object' &&
    Object.values(e.headers as object).every((h) => typeof h === 'string')
  );
}

export function isJournalHeader(v: unknown): v is JournalHeader {
  if (!v || typeof v !== 'object') return false;
  const h = v as Record<string, unknown>;
  return typeof h.version === 'number' && typeof h.seed === 'number' && typeof h.epoch === 'number' && Number.isFinite(h.epoch);
}
