#!/usr/bin/env node
// Every test file runs in `npm test`, exactly once per moment it is meant for: each `*.test.*` or
// `*.spec.*` file of the repository outside tests/e2e and tests/deploy (Playwright's) belongs to
// exactly one Vitest project of the run scripts/test-all.mjs makes (TEST_HOURS set: a
// time-sensitive file to one project per hour, scripts/lib/hours.mjs). A file in none (a name
// Vitest does not include, a folder no project lists) or in two fails, named. `npm run check` runs
// the projects `unit…` only (vite.config.ts); this is what keeps the rest from being lost.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { HOURS, MOMENTS, isTimeSensitive } from './lib/hours.mjs';

const PLAYWRIGHT = ['tests/e2e/', 'tests/deploy/'];
const SKIP = new Set(['node_modules', '.git', '.cache', 'dist', 'dist-demo', 'dist-backend', 'artifacts', 'coverage']);

/** Test files on disk (relative paths), outside the build and dependency folders. */
function testFilesOnDisk(dir = '.') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return SKIP.has(d.name) || d.name.startsWith('dist-') ? [] : testFilesOnDisk(path);
    return /\.(test|spec)\.[cm]?[jt]sx?$/.test(d.name) ? [path] : [];
  });
}

const out = mkdtempSync(join(tmpdir(), 'test-projects-'));
const listed = spawnSync('npx', ['vitest', 'list', '--filesOnly', `--json=${out}/list.json`], {
  env: { ...process.env, TEST_HOURS: MOMENTS.join(',') },
  encoding: 'utf8',
});
if (listed.status !== 0) {
  console.error(`vitest list failed (exit ${listed.status}):\n${listed.stdout}${listed.stderr}`);
  process.exit(1);
}
const entries = JSON.parse(readFileSync(`${out}/list.json`, 'utf8'));
rmSync(out, { recursive: true, force: true });

const projectsOf = new Map();
for (const { file, projectName } of entries) {
  const path = relative(process.cwd(), file);
  projectsOf.set(path, [...(projectsOf.get(path) ?? []), projectName]);
}

const problems = [];
const vitestFiles = testFilesOnDisk().filter((f) => !PLAYWRIGHT.some((p) => f.startsWith(p)));
for (const file of vitestFiles) {
  const projects = projectsOf.get(file) ?? [];
  const expected = isTimeSensitive(file) ? HOURS.length : 1;
  if (projects.length === 0) problems.push(`${file}: in no Vitest project, so \`npm test\` never runs it`);
  else if (projects.length !== expected)
    problems.push(`${file}: in ${projects.length} projects (${projects.join(', ')}), expected ${expected}`);
}
for (const file of projectsOf.keys())
  if (!vitestFiles.includes(file)) problems.push(`${file}: run by Vitest but not a test file this check knows`);

if (problems.length) {
  console.error(`${problems.length} test file(s) not run exactly once by \`npm test\`:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const inCheck = vitestFiles.filter((f) => projectsOf.get(f)?.every((p) => p.startsWith('unit')));
console.log(
  `test projects: ${vitestFiles.length} Vitest files, each in exactly one project per moment (${inCheck.length} of them in the check's unit projects)`,
);
