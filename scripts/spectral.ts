/**
 * `tsx scripts/spectral.ts [file]`: lints docs/openapi.json (or `file`) with Spectral's
 * `spectral:oas` ruleset (recommended rules), the second linter besides Redocly. Prints each
 * finding with its severity, rule and path; exits 1 when any is an error. Run by
 * `npm run openapi:lint`. The core and rulesets are used without the CLI.
 */
import { readFileSync } from 'node:fs';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

const { Document, Spectral } = spectralCore;
const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

const file = process.argv[2] ?? 'docs/openapi.json';
const spectral = new Spectral();
spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
const results = await spectral.run(new Document(readFileSync(file, 'utf8'), spectralParsers.Json, file));
for (const r of results)
  console.log(`${SEVERITY[r.severity] ?? r.severity}  ${String(r.code)}  ${r.path.join('.')}  ${r.message}`);
const errors = results.filter((r) => r.severity === 0).length;
console.log(`${file}: ${results.length} findings of spectral:oas, ${errors} errors`);
process.exit(errors ? 1 : 0);
