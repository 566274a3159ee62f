/**
 * Codes that name one thing (a vehicle's fixed QR code, …): random, unguessable and unique.
 * Each character comes from an alphabet without look-alikes (no 0/O, 1/I/L), drawn from
 * random bytes (entropy.ts: crypto.getRandomValues, replayed from the journal); a code
 * another thing already carries is drawn again.
 */
import type { Rng } from './rng';
import { randomBytes, type RandomBytes } from './entropy';

/** 31 characters: digits 2-9 and the letters but I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters in a code: 10 × log2(31) ≈ 49.5 bits. */
export const CODE_LENGTH = 10;
export const codeBits = (length: number): number => length * Math.log2(CODE_ALPHABET.length);

/** Bytes at or above this are skipped so that every character is equally likely. */
const FAIR = 256 - (256 % CODE_ALPHABET.length);
/** Draws before giving up: with ~50 bits a second collision is already beyond belief. */
const MAX_TRIES = 20;

export class CodeSpaceExhausted extends Error {}

export interface CodeOptions {
  prefix?: string;
  length?: number;
  /** whether a code is already carried by something */
  taken: (code: string) => boolean;
  /** where the random bytes come from (tests inject one that repeats) */
  bytes?: RandomBytes;
}

function draw(length: number, bytes: RandomBytes): string {
  let s = '';
  while (s.length < length) {
    for (const b of bytes(length - s.length)) {
      if (b < FAIR && s.length < length) s += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return s;
}

/** A fresh code no one carries. */
export function uniqueCode({ prefix = '', length = CODE_LENGTH, taken, bytes = randomBytes }: CodeOptions): string {
  for (let i = 0; i < MAX_TRIES; i++) {
    const code = prefix + draw(length, bytes);
    if (!taken(code)) return code;
  }
  throw new CodeSpaceExhausted(`no free code after ${MAX_TRIES} draws`);
}

/** The seed's codes: the same alphabet and length from the seeded generator, never one twice. */
export function seededCode(rng: Rng, taken: (code: string) => boolean, prefix = '', length = CODE_LENGTH): string {
  for (;;) {
    let s = prefix;
    for (let i = 0; i < length; i++) s += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
    if (!taken(s)) return s;
  }
}
