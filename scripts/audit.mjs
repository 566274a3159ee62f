#!/usr/bin/env node
// `npm audit` of the production dependencies, failing on high and critical advisories
// unless scripts/audit-exceptions.json lists them (with a reason and an expiry date).
//   node scripts/audit.mjs                 runs `npm audit --omit=dev --audit-level=high --json`
//   node scripts/audit.mjs --report f.json checks a saved report instead (for review or tests)
//   --exceptions f.json                    another exception list (tests)
// Exit codes: 0 clean (or only excepted advisories), 1 advisories to fix or an expired
// exception, 2 the audit could not run (the registry's audit API unreachable); .ci/run
// fails on 1 and, unless AUDIT_REQUIRED=1, only warns on 2.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BLOCKING = new Set(['high', 'critical']);
const EXCEPTIONS_FILE = fileURLToPath(new URL('./audit-exceptions.json', import.meta.url));

/** The advisory id used in the exception list: its GHSA id when the URL has one, else npm's source number. */
export const advisoryId = (via) => /GHSA-[\w-]+/i.exec(via.url ?? '')?.[0] ?? String(via.source);

/**
 * The high and critical advisories of an `npm audit --json` report (v2), one entry
 * per advisory (a package pulled in by several paths is reported once).
 */
export function blockingAdvisories(report) {
  const out = new Map();
  for (const vuln of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      // a string names another vulnerable package: its own entry carries the advisory
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = advisoryId(via);
      if (!out.has(id))
        out.set(id, {
          id,
          package: via.name ?? vuln.name,
          severity: via.severity,
          title: via.title,
          url: via.url,
          range: via.range,
          fixAvailable: vuln.fixAvailable,
        });
    }
  }
  return [...out.values()];
}

/** Splits advisories into excepted and open ones; reports expired and unused exceptions. */
export function applyExceptions(advisories, exceptions, today = new Date().toISOString().slice(0, 10)) {
  const byId = new Map(exceptions.map((e) => [e.id, e]));
  const excepted = [];
  const open = [];
  const expired = [];
  for (const a of advisories) {
    const e = byId.get(a.id);
    if (!e || (e.package && e.package !== a.package)) open.push(a);
    else if (e.expires && e.expires < today) expired.push({ ...a, exception: e });
    else excepted.push({ ...a, exception: e });
  }
  const used = new Set([...excepted, ...expired].map((a) => a.id));
  const unused = exceptions.filter((e) => !used.has(e.id));
  return { excepted, open, expired, unused };
}

export function readExceptions(file = EXCEPTIONS_FILE) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(raw) ? raw : raw.exceptions;
  if (!Array.isArray(list)) throw new Error(`${file}: expected { "exceptions": [ … ] }`);
  for (const e of list) {
    if (!e.id || !e.reason || !e.expires)
      throw new Error(`${file}: every exception needs id, reason and expires (${JSON.stringify(e)})`);
  }
  return list;
}

function runAudit() {
  const r = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(r.stdout);
  } catch {
    return { error: (r.stderr || r.error?.message || 'no output').trim() };
  }
  // npm prints an error object (no `vulnerabilities`) when the audit API cannot be used
  if (!report.vulnerabilities)
    return { error: report.message ?? report.error?.summary ?? JSON.stringify(report).slice(0, 300) };
  return { report };
}

function main(argv) {
  const i = argv.indexOf('--report');
  const { report, error } = i >= 0 ? { report: JSON.parse(readFileSync(argv[i + 1], 'utf8')) } : runAudit();
  if (error) {
    console.error(`npm audit could not run: ${error}`);
    return 2;
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(
    `npm audit (production dependencies): ${counts.total ?? 0} vulnerable package(s) — ` +
      `critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}`,
  );
  const j = argv.indexOf('--exceptions');
  const { excepted, open, expired, unused } = applyExceptions(
    blockingAdvisories(report),
    readExceptions(j >= 0 ? argv[j + 1] : undefined),
  );
  const line = (a) =>
    `  ${a.severity} ${a.package} ${a.range ?? ''} ${a.id}: ${a.title ?? ''} ${a.url ?? ''}${a.fixAvailable ? ' (fix available: npm audit fix)' : ''}`;
  for (const a of excepted)
    console.log(`excepted until ${a.exception.expires}: ${line(a).trim()} — ${a.exception.reason}`);
  for (const e of unused)
    console.log(`note: exception ${e.id} matches no current advisory; remove it from scripts/audit-exceptions.json`);
  if (expired.length) console.error(`expired exceptions (review them):\n${expired.map(line).join('\n')}`);
  if (open.length) console.error(`high or critical advisories:\n${open.map(line).join('\n')}`);
  if (open.length || expired.length) return 1;
  console.log(`ok: no high or critical advisory${excepted.length ? ` outside the ${excepted.length} excepted` : ''}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
