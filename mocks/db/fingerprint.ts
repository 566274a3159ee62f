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

/** 64-bit FNV-1a (two 32-bit lanes of different offsets), as 16 hex digits. */
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

/** What a world has read: the collections built (their place in allCollections()) and, per memo, the keys generated. */
export interface WorldRead {
  collections: number[];
  memos: string[][];
}

export interface WorldFingerprint extends WorldRead {
  /** one hash of everything */
  world: string;
  /** the hash of each part: the store, each collection read in that order, then the living world's bookkeeping */
  parts: string[];
}

/**
 * Every collection as stable JSON, brought up to the clock: those built so far, or those of
 * another world's read (built now if not yet: as seeded, and its memo keys generated); a
 * world that never read a collection has it as seeded, so comparing two worlds reads what
 * either of them read.
 */
export function worldTexts(over?: WorldRead): WorldRead & { texts: string[] } {
  const db = getDb();
  const all = allCollections();
  const collections = over ? [...over.collections] : all.flatMap((c, i) => (c.ready() ? [i] : []));
  for (const i of collections) all[i]();
  if (over) allMemos().forEach((m, i) => m.fill(over.memos[i] ?? []));
  const memos = allMemos().map((m) => m.keys().sort());
  advanceWorld(now());
  const texts = [db, ...collections.map((i) => all[i]()), liveWorldState()].map(
    (v) => JSON.stringify(stable(v)) ?? 'null',
  );
  return { collections, memos, texts };
}

export function worldFingerprint(over?: WorldRead): WorldFingerprint {
  const { collections, memos, texts } = worldTexts(over);
  const parts = texts.map(fnv64);
  return { world: fnv64(parts.join('')), collections, memos, parts };
}
