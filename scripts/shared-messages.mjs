#!/usr/bin/env node
/**
 * How many Chinese messages are written both in the console (src/) and in the embedded backend
 * (mocks/): string literals with a Chinese character that appear, as the same text, in both.
 * A message both sides show belongs in contract/ once (e.g. contract/inputMessages.ts).
 * Usage: node scripts/shared-messages.mjs [--list]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HAN = /\p{Script=Han}/u;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;

/** The TypeScript files under `dir`. */
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

/** The Chinese string literals of the files under `dir` (comments stripped first). */
function messagesOf(dir) {
  const out = new Set();
  for (const file of filesOf(dir)) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(LITERAL)) {
      const text = m[1] ?? m[2] ?? m[3] ?? '';
      if (HAN.test(text)) out.add(text);
    }
  }
  return out;
}

/** The Chinese string literals written, as the same text, in both src/ and mocks/ (sorted). */
export function sharedMessages() {
  const src = messagesOf('src');
  return [...messagesOf('mocks')].filter((t) => src.has(t)).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shared = sharedMessages();
  if (process.argv.includes('--list')) for (const t of shared) console.log(t);
  console.log(`Chinese messages written in both src/ and mocks/: ${shared.length}`);
}
