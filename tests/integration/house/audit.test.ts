/**
 * scripts/audit.mjs (CI's `npm audit` gate) on saved reports: high and critical
 * advisories fail unless excepted with a reason and an unexpired date; moderate ones
 * and packages that are only vulnerable through another one are not counted twice.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'audit-'));
const GHSA = 'GHSA-8hc4-vh64-cxmj';

const advisory = (severity: string, id = GHSA) => ({
  source: 1097679,
  name: 'axios',
  dependency: 'axios',
  title: 'Server-Side Request Forgery in axios',
  url: `https://github.com/advisories/${id}`,
  severity,
  range: '<1.7.4',
});

function report(severity: string | null) {
  const vulnerabilities = severity
    ? {
        axios: {
          name: 'axios',
          severity,
          isDirect: true,
          via: [advisory(severity)],
          effects: ['wrapper'],
          range: '<1.7.4',
          fixAvailable: true,
        },
        wrapper: {
          name: 'wrapper',
          severity,
          isDirect: false,
          via: ['axios'],
          effects: [],
          range: '*',
          fixAvailable: true,
        },
      }
    : {};
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { total: severity ? 2 : 0 } } };
}

function run(rep: object, exceptions: object[] = []) {
  const r = join(dir, `r${Math.random()}.json`);
  const e = join(dir, `e${Math.random()}.json`);
  writeFileSync(r, JSON.stringify(rep));
  writeFileSync(e, JSON.stringify({ comment: 'test', exceptions }));
  const p = spawnSync(process.execPath, ['scripts/audit.mjs', '--report', r, '--exceptions', e], { encoding: 'utf8' });
  return { code: p.status, out: p.stdout + p.stderr };
}

const inAYear = new Date(Date.now() + 365 * 86400000).toISOString().slice(0, 10);

describe('scripts/audit.mjs', () => {
  it('passes a clean report and one with only moderate advisories', () => {
    expect(run(report(null)).code).toBe(0);
    expect(run(report('moderate')).code).toBe(0);
  });

  it('fails on a high or critical advisory, naming it once', () => {
    for (const sev of ['high', 'critical']) {
      const { code, out } = run(report(sev));
      expect(code).toBe(1);
      expect(out.split(GHSA).length - 1).toBe(2); // the id and the URL, once
    }
  });

  it('an exception with a reason and a future expiry lets it pass; an expired one fails', () => {
    const ok = run(report('high'), [
      { id: GHSA, package: 'axios', reason: 'no fix yet; not reachable from the browser', expires: inAYear },
    ]);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('excepted until');
    const old = run(report('high'), [{ id: GHSA, package: 'axios', reason: 'x', expires: '2020-01-01' }]);
    expect(old.code).toBe(1);
    expect(old.out).toContain('expired');
  });

  it('an exception without reason or expiry is refused', () => {
    expect(run(report('high'), [{ id: GHSA }]).code).not.toBe(0);
  });

  it('the repository list is valid and documents its format', () => {
    const p = spawnSync(process.execPath, [
      '-e',
      "const j=require('./scripts/audit-exceptions.json');if(!Array.isArray(j.exceptions)||!/expires/.test(j.comment))process.exit(1)",
    ]);
    expect(p.status).toBe(0);
  });
});
