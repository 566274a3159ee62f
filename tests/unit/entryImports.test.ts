/**
 * What the entry loads before any page: the modules src/main.tsx reaches through static value
 * imports (an `import type`, or one naming only types, is erased; a dynamic import() is a chunk
 * of its own). Every write's declaration (contract/actions.ts) and the input schemas stay out
 * of it: the entry's sign-out, money-write keys and cross-tab refresh use thin modules or load
 * the declarations when they are needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const ALIASES: Array<[string, string]> = [
  ['@contract/', 'contract/'],
  ['@mocks/', 'mocks/'],
  ['@/', 'src/'],
];

function resolve(from: string, spec: string): string | undefined {
  const alias = ALIASES.find(([a]) => spec.startsWith(a));
  let base: string;
  if (alias) base = path.join(root, alias[1], spec.slice(alias[0].length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined; // a package
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return undefined; // json, css
}

/** The static value imports and re-exports of a module's source. */
function valueImports(source: string): string[] {
  const specs: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(re)) {
    if (m[5]) {
      specs.push(m[5]);
      continue;
    }
    if (m[2]) continue;
    const names = /\{([^}]*)\}/.exec(m[3] ?? '');
    const onlyTypes =
      names &&
      !/^[\w$]/.test((m[3] ?? '').trim()) &&
      names[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()));
    if (!onlyTypes) specs.push(m[4]);
  }
  return specs;
}

function entryModules(entry = path.join(root, 'src/main.tsx')): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of valueImports(readFileSync(file, 'utf8'))) {
      const next = resolve(file, spec);
      if (next) walk(next);
    }
  };
  walk(entry);
  return new Set([...seen].map((f) => path.relative(root, f)));
}

describe('the entry', () => {
  const modules = entryModules();

  it('loads the client, the session and the sign-out it needs', () => {
    expect(modules).toContain('src/shared/http/client.ts');
    expect(modules).toContain('src/shared/api/session.ts');
    expect(modules).toContain('contract/authWrites.ts');
  });

  it("loads no write's declaration beyond its own few, and no input schema", () => {
    expect(modules).not.toContain('contract/actions.ts');
    expect(modules).not.toContain('contract/endpoints/exports.ts');
    expect([...modules].filter((m) => m.startsWith('contract/schemas/'))).toEqual([]);
  });

  it('the walk finds the declarations where a module imports them (it is not blind)', () => {
    expect(entryModules(path.join(root, 'src/features/worksheets/api.ts'))).toContain('contract/actions.ts');
    expect(entryModules(path.join(root, 'contract/idempotency.ts'))).toContain('contract/moneyWrites.ts');
    // the sign-in page's calls and the other tabs' refresh do not load them
    expect(entryModules(path.join(root, 'src/features/auth/api.ts'))).not.toContain('contract/actions.ts');
    expect(entryModules(path.join(root, 'src/app/crossTab.ts'))).not.toContain('contract/actions.ts');
  });
});
