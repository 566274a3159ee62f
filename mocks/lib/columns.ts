/**
 * Flat records kept as columns for a snapshot (mocks/db/snapshot.ts): a structured clone
 * deserializes an object per record, property by property, which at 100,000 writes (a wallet
 * line and an operator-log line each) was most of a restart. Packed, the same records are a
 * few typed arrays and one table of their distinct strings; unpacking builds each record again
 * with its keys in its own order (so JSON answers stay byte for byte), `undefined` values kept.
 */

/** A column: string values as indexes into the table (NONE: undefined), numbers as doubles, anything else as is. */
type Column = { s: Uint32Array } | { n: Float64Array } | { v: unknown[] };

export interface PackedRows {
  n: number;
  /** every key any row has */
  keys: string[];
  /** the distinct key orders, as indexes into `keys` */
  shapes: number[][];
  shapeOf: Uint16Array;
  columns: Column[];
  strings: string[];
}

const NONE = 0xffffffff;

/** `rows` (plain objects of strings, numbers and other values) as columns. */
export function packRows(rows: readonly object[]): PackedRows {
  const n = rows.length;
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  const shapes: number[][] = [];
  const shapeIndex = new Map<string, number>();
  const shapeOf = new Uint16Array(n);
  // what each key holds: 1 strings (or undefined), 2 numbers, 3 anything
  const kinds: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i] as Record<string, unknown>;
    const own = Object.keys(row);
    const id = own.join('\0');
    let shape = shapeIndex.get(id);
    if (shape === undefined) {
      shape = shapes.length;
      if (shape > 0xffff) throw new Error('packRows: too many shapes');
      shapeIndex.set(id, shape);
      shapes.push(
        own.map((k) => {
          let at = keyIndex.get(k);
          if (at === undefined) {
            at = keys.length;
            keyIndex.set(k, at);
            keys.push(k);
            kinds.push(0);
          }
          return at;
        }),
      );
    }
    shapeOf[i] = shape;
    for (const k of shapes[shape]) {
      const v = row[keys[k]];
      const kind = typeof v === 'string' || v === undefined ? 1 : typeof v === 'number' ? 2 : 3;
      if (kinds[k] !== kind) kinds[k] = kinds[k] === 0 ? kind : 3;
    }
  }
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const columns = kinds.map(
    (kind): Column =>
      kind === 1 ? { s: new Uint32Array(n) } : kind === 2 ? { n: new Float64Array(n) } : { v: new Array<unknown>(n) },
  );
  for (let i = 0; i < n; i++) {
    const row = rows[i] as Record<string, unknown>;
    for (const k of shapes[shapeOf[i]]) {
      const v = row[keys[k]];
      const c = columns[k];
      if ('s' in c) {
        if (v === undefined) c.s[i] = NONE;
        else {
          let at = stringIndex.get(v as string);
          if (at === undefined) {
            at = strings.length;
            stringIndex.set(v as string, at);
            strings.push(v as string);
          }
          c.s[i] = at;
        }
      } else if ('n' in c) c.n[i] = v as number;
      else c.v[i] = v;
    }
  }
  return { n, keys, shapes, shapeOf, columns, strings };
}

/** The records `packRows` was given, each a new object with the same keys in the same order. */
export function unpackRows<T>(p: PackedRows): T[] {
  const { keys, shapes, shapeOf, columns, strings } = p;
  const out = new Array<T>(p.n);
  for (let i = 0; i < p.n; i++) {
    const row: Record<string, unknown> = {};
    for (const k of shapes[shapeOf[i]]) {
      const c = columns[k];
      if ('s' in c) {
        const at = c.s[i];
        row[keys[k]] = at === NONE ? undefined : strings[at];
      } else if ('n' in c) row[keys[k]] = c.n[i];
      else row[keys[k]] = c.v[i];
    }
    out[i] = row as T;
  }
  return out;
}

/** Lists by key (a rider's wallet lines) packed as one run of rows. */
export interface PackedLists {
  keys: string[];
  counts: Uint32Array;
  rows: PackedRows;
}

export function packLists(lists: ReadonlyMap<string, readonly object[]>): PackedLists {
  const keys = [...lists.keys()];
  const counts = new Uint32Array(keys.length);
  const all: object[] = [];
  keys.forEach((k, i) => {
    const list = lists.get(k) ?? [];
    counts[i] = list.length;
    for (const row of list) all.push(row);
  });
  return { keys, counts, rows: packRows(all) };
}

export function unpackLists<T>(p: PackedLists): Map<string, T[]> {
  const rows = unpackRows<T>(p.rows);
  const out = new Map<string, T[]>();
  let at = 0;
  p.keys.forEach((k, i) => {
    out.set(k, rows.slice(at, at + p.counts[i]));
    at += p.counts[i];
  });
  return out;
}
