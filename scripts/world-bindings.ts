/**
 * Counts the embedded backend's module-level mutable state (not a test): in every file under
 * mocks/, the top-level `let`/`var` bindings and the top-level `const`s that hold a mutable
 * collection (`new Map/Set/WeakMap/Array`). A lazy collection made by `lazy(…)` or a slot made by
 * `worldSlot(…)` is not counted: it is an accessor, its value kept in the current World
 * (mocks/db/world.ts). Constant tables (literals, and `new Set/Map` declared `ReadonlySet`/`ReadonlyMap`,
 * which the type checker keeps from being changed) are not counted. A world that is a value has none:
 * two worlds can then live in one process. Host state (mocks/lib/host.ts: the journal's sink, the
 * dispatcher's queue, the signing key…) is kept in host slots (`hostSlot(…)`), not counted either.
 * The few exemptions are listed below (EXEMPT), each with its reason, and printed. Prints the count
 * per file and the total.
 *
 *   npx tsx scripts/world-bindings.ts [--list]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) ? [p] : [];
  });

const MUTABLE_NEW = /^(Map|Set|WeakMap|WeakSet|Array)$/;
/** A declared type that the checker keeps from being changed in place. */
const READONLY_TYPE = /^Readonly(Set|Map|Array)</;

/** Whether a top-level const's initializer is a value that code elsewhere changes in place. */
function holdsMutable(init: ts.Expression | undefined, type: ts.TypeNode | undefined, src: ts.SourceFile): boolean {
  if (!init) return false;
  if (type && READONLY_TYPE.test(type.getText(src))) return false;
  let e = init;
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isNewExpression(e) && ts.isIdentifier(e.expression)) return MUTABLE_NEW.test(e.expression.text);
  return false;
}

/**
 * Bindings that are not counted, by `file: name`, each with why it holds no state of a world or a
 * host. The handlers' registry is filled by route() as a handler is made (the handler modules'
 * lists at import, a test's own handler): it describes handlers, which are the same values for every
 * world and host of the realm, and no request or replay changes it.
 */
const REGISTRY = 'the handlers registry: filled by route() as handlers are made, never by a request';
const EXEMPT: Readonly<Record<string, string>> = {
  'mocks/lib/route.ts: const served': REGISTRY,
  'mocks/lib/route.ts: const appliers': REGISTRY,
  'mocks/lib/route.ts: const readers': REGISTRY,
  'mocks/lib/cors.ts: const routes': REGISTRY,
  'mocks/lib/cors.ts: const patterns': `${REGISTRY} (each route's pattern compiled once)`,
};
const exempted: string[] = [];

const rows: Array<[string, number, string[]]> = [];
for (const file of files(join(ROOT, 'mocks'))) {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const st of src.statements) {
    if (!ts.isVariableStatement(st)) continue;
    const list = st.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const d of list.declarations) {
      const name = d.name.getText(src);
      if (!isConst) names.push(`let ${name}`);
      else if (holdsMutable(d.initializer, d.type, src)) names.push(`const ${name}`);
    }
  }
  const at = relative(ROOT, file);
  const counted = names.filter((n) => {
    const reason = EXEMPT[`${at}: ${n}`];
    if (reason) exempted.push(`${at}: ${n} (${reason})`);
    return !reason;
  });
  if (counted.length) rows.push([at, counted.length, counted]);
}
rows.sort((a, b) => b[1] - a[1]);
const list = process.argv.includes('--list');
for (const [f, n, names] of rows) console.log(`${String(n).padStart(4)}  ${f}${list ? `: ${names.join(', ')}` : ''}`);
const lets = rows.reduce((a, [, , ns]) => a + ns.filter((n) => n.startsWith('let ')).length, 0);
const total = rows.reduce((a, [, n]) => a + n, 0);
console.log(
  `\nmodule-level mutable bindings in mocks/: ${total} in ${rows.length} files (${lets} let/var, ${total - lets} const collections)`,
);
console.log(`not counted (${exempted.length}), each with its reason:\n${exempted.map((e) => `  ${e}`).join('\n')}`);
