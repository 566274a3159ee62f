/**
 * The snapshot file read while the rest of the backend loads: the read runs on libuv's threads,
 * the loading (the bundle's parse, its modules' top-level work) on the main one. One read of the
 * whole size (fs.promises' readFile reads 512 KB at a time, each next read asked by the main
 * thread, which is busy loading the code: only the first would be read meanwhile).
 * Which file: the one snapshot file in the directory (a kept snapshot is the only file left
 * beside a temporary one cut short). It is only a guess: snapshot.ts uses the bytes only when
 * the database's latest row names that file, else reads what the row names, as before.
 */
import { readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

export interface Prefetched {
  file: string;
  bytes: Promise<Buffer>;
}

async function readWhole(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.allocUnsafe(size);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await handle.read(bytes, at, size - at, at);
      if (!bytesRead) return bytes.subarray(0, at); // cut short meanwhile: the size check says so
      at += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

export function prefetchSnapshot(dir: string): Prefetched | undefined {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.v8'));
  } catch {
    return undefined;
  }
  if (names.length !== 1) return undefined;
  const file = names[0];
  const bytes = readWhole(join(dir, file));
  // a failed read is seen (and said) by the start that awaits it; none unhandled meanwhile
  bytes.catch(() => undefined);
  return { file, bytes };
}
