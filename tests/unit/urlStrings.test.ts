/**
 * No API path is written outside contract/: the console's calls and the embedded backend's
 * handlers take method and path from the endpoint descriptors (contract/endpoint.ts,
 * contract/endpoints/, contract/actions.ts). A string literal in src/ or mocks/ that starts
 * with a backend path (`/platform/…`, `/auth/…`, `/mieba/…`, …, or `${BASE.x}/…`), or a
 * template that starts with a constant holding one, is counted per file: no file may hold one
 * (every read and write of the console and the embedded backend is described; 273 strings in
 * 65 files were left before the last reads moved).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PREFIX = /^\/(platform|auth|mieba|obs|requestSmsCode|verifySmsCode|users|anfu|java|ebike|user-api)\b/;

/** The console's default bases are addresses of backends, not endpoints. */
const BASES_FILE = 'src/shared/config/env.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The API path literals of a source file (comment lines left out). */
export function pathLiterals(source: string): string[] {
  const code = source
    .split('\n')
    .filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l))
    .join('\n');
  const consts = new Set<string>();
  for (const m of code.matchAll(/const\s+(\w+)\s*=\s*(['"`])((?:(?!\2).)*)\2/g)) {
    if (PREFIX.test(m[3]!) || /^\$\{BASE\.\w+\}/.test(m[3]!)) consts.add(m[1]!);
  }
  return [...code.matchAll(/(['"`])((?:\\.|(?!\1).)*?)\1/g)]
    .map((m) => m[2]!)
    .filter((s) => {
      if (PREFIX.test(s) || /^\$\{BASE\.\w+\}\//.test(s)) return true;
      const m = /^\$\{(\w+)\}(\/|$)/.exec(s);
      return !!m && consts.has(m[1]!);
    });
}

describe('API paths are written once, in contract/', () => {
  const counts = Object.fromEntries(
    [...files('src'), ...files('mocks')]
      .filter((f) => f !== BASES_FILE)
      .map((f) => [f, pathLiterals(readFileSync(f, 'utf8')).length] as const)
      .filter(([, n]) => n > 0),
  );

  it('no file of the console or the embedded backend writes an API path', () => {
    expect(counts).toEqual({});
  });

  it('finds a path written in a call and one built on a path constant', () => {
    expect(
      pathLiterals("http.get('/platform/user/list');\nconst P = `${BASE.main}/platform/x`;\nroute('get', `${P}/y`);"),
    ).toHaveLength(3);
    expect(pathLiterals("callEndpoint(REPORTS.daily, {});\n// '/platform/in/a/comment'")).toEqual([]);
  });

  it('the console imports schema values only in feature api modules (loaded with a page, never the entry)', () => {
    // a feature's api module registers its areas' reply schemas (registerReplies); any other file
    // of the console takes only their types, so the schema library stays out of the entry and /login
    const apiModule = /^src\/features\/[^/]+\/(api|\w+Api)\.ts$/;
    const valueImports = files('src').filter(
      (f) => !apiModule.test(f) && /^import (?!type )[^;]*from '@contract\/schemas/m.test(readFileSync(f, 'utf8')),
    );
    expect(valueImports).toEqual([]);
  });
});
