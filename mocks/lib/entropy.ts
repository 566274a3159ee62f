/**
 * The random bytes the embedded backend draws for what must not be guessed (codes that name
 * one thing). A write draws them from crypto.getRandomValues; the bytes it consumed are kept
 * with its journal entry, and a replay of that entry is fed the same bytes back, so the
 * replayed world carries the same codes byte for byte.
 */
import { hostSlot } from './host';
export type RandomBytes = (n: number) => Uint8Array;

/** Said when a replayed entry asks for more random bytes than it was recorded with. */
export const ENTROPY_SHORT = '修改记录中的随机数不足';

/** A replayed entry asked for more random bytes than it was recorded with: said as ENTROPY_SHORT. */
export class EntropyShort extends Error {
  constructor() {
    super(ENTROPY_SHORT);
  }
}

const fromCrypto: RandomBytes = (n) => crypto.getRandomValues(new Uint8Array(n));

/** The host's draws: the bytes drawn since the write began, and those to give back instead of drawing (a replay), or null. */
const draws = hostSlot(() => ({ drawn: [] as number[], feed: null as number[] | null }));

export const randomBytes: RandomBytes = (n) => {
  const { drawn, feed } = draws();
  let out: Uint8Array;
  if (feed) {
    if (feed.length < n) throw new EntropyShort();
    out = Uint8Array.from(feed.splice(0, n));
  } else {
    out = fromCrypto(n);
  }
  for (const b of out) drawn.push(b);
  return out;
};

const toHex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): number[] {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error('random bytes: not hex');
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

/** Before a write's handler runs (route.ts): draws are counted from here. */
export function startDraws(): void {
  draws().drawn = [];
}

/** After it: the bytes it drew (hex), '' when none. */
export const takeDraws = (): string => {
  const d = draws();
  const hex = toHex(d.drawn);
  d.drawn = [];
  return hex;
};

/** A replay: the next writes get these bytes (hex) instead of fresh ones; null draws fresh again. */
export function feedDraws(hex: string | null): void {
  draws().feed = hex === null ? null : fromHex(hex);
}

/** Whether the fed bytes were all used (a replayed entry that used fewer is not the one recorded). */
export const feedLeft = (): number => draws().feed?.length ?? 0;
