/**
 * The README quotes deploy/nginx.conf, the file the deploy tests run: the quote is the file,
 * and the file keeps what the console needs behind nginx.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '@contract/http';

const conf = readFileSync('deploy/nginx.conf', 'utf8');

describe('deploy/nginx.conf', () => {
  it('is quoted in the README as it is', () => {
    expect(readFileSync('README.md', 'utf8')).toContain('```nginx\n' + conf + '```');
  });

  it('passes _t, compresses, fits the largest sealed upload and proxies the four bases', () => {
    expect(conf).toMatch(/^\s*underscores_in_headers on;/m);
    expect(conf).toMatch(/^\s*gzip on;/m);
    expect(conf).toContain(`client_max_body_size ${MAX_REQUEST_BODY_BYTES / 1024 / 1024}m;`);
    for (const base of [
      'location /ebike/v3/backend/',
      'location /java/',
      'location /user-api/',
      'location ~ ^/(mieba|anfu)/',
    ])
      expect(conf).toContain(base);
    expect(conf).not.toMatch(/try_files[^;]*index\.html/);
  });
});
