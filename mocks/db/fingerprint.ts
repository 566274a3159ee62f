/**
 * A fingerprint of the whole embedded world: a stable hash of every collection (the store,
 * each seeded collection and the living world's bookkeeping), brought up to the clock first.
 * Two worlds with the same fingerprint hold the same records byte for byte: a journal
 * replayed over the seed must give the fingerprint the world had when it was written.
 */
import { allCollections, allMemos } from './lazy';
import { advanceWorld, liveWorldState } from './liveFleet';
import { getDb } from './store';
import { now } from '../../src/shared/utils/clock';

/** 64-bit FNV-1a (two 32-bit lanes of different offsets), as 16 hex digits, of a short text. */
function fnv64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 16777619) ^ (a >>> 13);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * JSON with object keys sorted, undefined left out, Maps by key (an index built at another
 * moment holds the same entries in another order), Sets as their entries sorted (a set has no
 * order: the OTA successes written when a page read the list and when a replay settled it are
 * the same set, added in another order).
 */
function stable(value: unknown): unknown {
  if (value instanceof Map) {
    const entries = [...value.entries()].map(([k, v]): [string, unknown] => [
      JSON.stringify(stable(k)) ?? '',
      stable(v),
    ]);
    return { '#map': entries.sort(byKey) };
  }
  if (value instanceof Set) return { '#set': [...value].map((v) => JSON.stringify(stable(v)) ?? '').sort() };
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined && typeof v !== 'function') out[k] = stable(v);
    }
    return out;
  }
  return typeof value === 'function' ? undefined : value;
}

/**
 * The same canonical form as `stable` (keys sorted, undefined and functions left out, Maps by
 * key, Sets sorted), fed to a 64-bit FNV-1a as it is walked: no copy of the world and no text of
 * it (the full world is ~190 MB of JSON). Tokens, lengths and numbers are mixed in as numbers,
 * a key as its own hash (computed once per name), so that no two values feed the same input.
 */
class Hasher {
  private a = 0x811c9dc5;
  private b = 0xcbf29ce4;
  /**
   * The hash of each record already walked (a record found again, as an index's value or in
   * another collection that holds the same objects, is mixed in by its hash, not walked again).
   */
  private readonly records = new WeakMap<object, [number, number]>();
  /** per record shape (its keys in insertion order), the keys sorted */
  /** each record key's own 32-bit FNV-1a (names repeat in every record: hashed once) */
  private readonly keyHashes = new Map<string, number>();
  private lastKeys: string[] = [];
  private lastSorted: string[] = [];

  private mix(c: number): void {
    this.a = Math.imul(this.a ^ c, 16777619);
    this.b = Math.imul(this.b ^ c, 16777619) ^ (this.a >>> 13);
  }

  private text(text: string): void {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 16777619);
      b = Math.imul(b ^ c, 16777619) ^ (a >>> 13);
    }
    this.a = a;
    this.b = b;
  }

  private number(n: number): void {
    if ((n | 0) === n) {
      this.mix(TOKEN.int);
      this.mix(n);
    } else {
      FLOAT[0] = n;
      this.mix(TOKEN.float);
      this.mix(WORDS[0]);
      this.mix(WORDS[1]);
    }
  }

  private sortedKeys(record: object): string[] {
    const keys = Object.keys(record);
    const last = this.lastKeys;
    if (keys.length === last.length && keys.every((k, i) => k === last[i])) return this.lastSorted;
    this.lastKeys = keys;
    this.lastSorted = [...keys].sort();
    return this.lastSorted;
  }

  feed(value: unknown): void {
    switch (typeof value) {
      case 'string':
        this.mix(TOKEN.string);
        this.mix(value.length);
        this.text(value);
        return;
      case 'number':
        this.number(value);
        return;
      case 'bigint':
        this.mix(TOKEN.bigint);
        this.feed(String(value));
        return;
      case 'boolean':
        this.mix(value ? TOKEN.true : TOKEN.false);
        return;
      case 'undefined':
      case 'function':
      case 'symbol':
        this.mix(TOKEN.null);
        return;
    }
    if (value === null) this.mix(TOKEN.null);
    else if (Array.isArray(value)) {
      this.mix(TOKEN.array);
      this.mix(value.length);
      for (const v of value) this.element(v);
    } else if (value instanceof Map) {
      const entries = [...value.entries()].map(([k, v]): [string, unknown] => [keyText(k), v]).sort(byKey);
      this.mix(TOKEN.map);
      this.mix(entries.length);
      for (const [k, v] of entries) {
        this.feed(k);
        this.element(v);
      }
    } else if (value instanceof Set) {
      this.mix(TOKEN.set);
      this.mix(value.size);
      for (const k of [...value].map(keyText).sort()) this.feed(k);
    } else {
      const record = value as Record<string, unknown>;
      this.mix(TOKEN.object);
      for (const k of this.sortedKeys(record)) {
        const v = record[k];
        if (v === undefined || typeof v === 'function') continue;
        this.mix(keyHash(this.keyHashes, k));
        this.feed(v);
      }
      this.mix(TOKEN.end);
    }
  }

  /** An element of an array or a Map's value: a record by its own hash, once per walk. */
  private element(v: unknown): void {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Map || v instanceof Set) {
      this.feed(v);
      return;
    }
    let known = this.records.get(v);
    if (!known) {
      const { a, b } = this;
      this.a = 0x811c9dc5;
      this.b = 0xcbf29ce4;
      this.feed(v);
      known = [this.a, this.b];
      this.records.set(v, known);
      this.a = a;
      this.b = b;
    }
    this.mix(TOKEN.record);
    this.mix(known[0]);
    this.mix(known[1]);
  }

  reset(): void {
    this.a = 0x811c9dc5;
    this.b = 0xcbf29ce4;
  }

  hex(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }
}

/** What starts each kind of value (apart from any character or 31-bit integer mixed in after it). */
const TOKEN = {
  null: -1,
  true: -2,
  false: -3,
  int: -4,
  float: -5,
  bigint: -6,
  string: -7,
  array: -8,
  map: -9,
  set: -10,
  object: -11,
  end: -12,
  record: -13,
} as const;
const FLOAT = new Float64Array(1);
const WORDS = new Int32Array(FLOAT.buffer);

/** A record key's own 32-bit FNV-1a, from `keyHashes` once it has been hashed. */
function keyHash(keyHashes: Map<string, number>, k: string): number {
  let h = keyHashes.get(k);
  if (h === undefined) {
    h = 0x811c9dc5;
    for (let i = 0; i < k.length; i++) h = Math.imul(h ^ k.charCodeAt(i), 16777619);
    keyHashes.set(k, h);
  }
  return h;
}

/** A Map key or Set member as `stable` sorts it. */
const keyText = (k: unknown): string =>
  typeof k === 'string' ? JSON.stringify(k) : typeof k === 'number' ? String(k) : (JSON.stringify(stable(k)) ?? '');

/** The hash of one part of the world, as 16 hex digits. */
export function partHash(value: unknown, hasher = new Hasher()): string {
  hasher.reset();
  hasher.feed(value);
  return hasher.hex();
}

/** One part of the world as stable JSON (to show where two worlds differ). */
export const partText = (value: unknown): string => JSON.stringify(stable(value)) ?? 'null';

/** What a world has read: the collections built (their place in allCollections()) and, per memo, the keys generated. */
export interface WorldRead {
  collections: number[];
  memos: string[][];
}

export interface WorldParts extends WorldRead {
  /** the store, each collection read in that order, then the living world's bookkeeping */
  values: unknown[];
  /** the hash of each of them, taken when they were read */
  hashes: string[];
}

export interface WorldFingerprint extends WorldRead {
  /** one hash of everything */
  world: string;
  /** the hash of each part: the store, each collection read in that order, then the living world's bookkeeping */
  parts: string[];
}

/**
 * Every collection, brought up to the clock, and its hash: those built so far, or those of
 * another world's read (built now if not yet: as seeded, and its memo keys generated); a
 * world that never read a collection has it as seeded, so comparing two worlds reads what
 * either of them read.
 */
export function worldParts(over?: WorldRead): WorldParts {
  const db = getDb();
  const all = allCollections();
  const collections = over ? [...over.collections] : all.flatMap((c, i) => (c.ready() ? [i] : []));
  for (const i of collections) all[i]();
  if (over) allMemos().forEach((m, i) => m.fill(over.memos[i] ?? []));
  const memos = allMemos().map((m) => m.keys().sort());
  advanceWorld(now());
  // what a build left for its first whole read is made: the world is the same whenever it was
  for (const i of collections) all[i].whole();
  const values = [db, ...collections.map((i) => all[i]()), liveWorldState()];
  // one hasher for the whole world: a record held by several collections is walked once
  const hasher = new Hasher();
  return { collections, memos, values, hashes: values.map((v) => partHash(v, hasher)) };
}

export function worldFingerprint(over?: WorldRead): WorldFingerprint {
  const { collections, memos, hashes } = worldParts(over);
  return { world: fnv64(hashes.join('')), collections, memos, parts: hashes };
}

export interface DifferingPart {
  /** 'store', 'collection N' (N its place among the collections) or 'bookkeeping' */
  part: string;
  /** the text around the first difference, in the first world and in the second */
  page: string;
  replayed: string;
}

const around = (text: string, at: number) => text.slice(Math.max(0, at - 150), at + 150);

/**
 * The parts in which `after` (read over `before`) differs from `before`. Only the parts whose
 * hashes differ are written out, from the values as `before` held them (a world rebuilt since
 * makes new records; it does not change the old ones).
 */
export function differingParts(before: WorldParts, after: WorldParts): DifferingPart[] {
  const books = after.values.length - 1;
  const name = (part: number) =>
    part === 0 ? 'store' : part === books ? 'bookkeeping' : `collection ${before.collections[part - 1]}`;
  return after.hashes.flatMap((hash, part) => {
    if (hash === before.hashes[part]) return [];
    const was = partText(before.values[part]);
    const text = partText(after.values[part]);
    if (was === text)
      return [{ part: name(part), page: '(changed in place since it was read)', replayed: around(text, 0) }];
    let i = 0;
    while (text[i] === was[i]) i++;
    return [{ part: name(part), page: around(was, i), replayed: around(text, i) }];
  });
}
