/**
 * The conformance kit against the embedded backend served over real HTTP (node:http around
 * the msw handlers): every readable endpoint conforms and the refusals have their shapes;
 * a backend whose reply drifted from the contract fails, with the first difference shown.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { resetDb } from '@mocks/db/store';
import { runConformance, table } from '../../../scripts/conformance/kit';

let extra: HttpHandler[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : []));
      const request = new Request(`${origin}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : body });
      void getResponse([...extra, ...handlers], request).then(async (answer) => {
        const r = answer ?? new Response('not found', { status: 404 });
        res.writeHead(r.status, Object.fromEntries(r.headers));
        res.end(Buffer.from(await r.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  extra = [];
  resetDb();
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('npm run conformance against the embedded backend over HTTP', () => {
  it('the admin: every readable endpoint conforms, no token gives 401 and an unsealed query SIGN', async () => {
    const rows = await runConformance({ base: origin, phone: '13800000000', code: '123456' });
    expect(table(rows)).toContain(`${rows.length} passed, 0 failed`);
    expect(rows.map((r) => r.check)).toEqual(expect.arrayContaining([expect.stringMatching(/^no token → 401/), expect.stringMatching(/^unsealed query → SIGN/)]));
  });

  it('operations staff: a read whose code it lacks is refused with 403 in the refusal shape', async () => {
    const rows = await runConformance({ base: origin, phone: '13800000001', code: '123456' });
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    expect(rows.some((r) => /→ 403 refusal/.test(r.check))).toBe(true);
  });

  it('a reply with a renamed field fails, with the first difference', async () => {
    extra = [
      http.get('*/ebike/v3/backend/platform/report/daily', () =>
        HttpResponse.json({ suc: true, data: { from: '2026-01-01', to: '2026-01-01', rows: [{ day: '2026-01-01' }] } }),
      ),
    ];
    const rows = await runConformance({ base: origin, phone: '13800000000', code: '123456' });
    const failed = rows.filter((r) => !r.ok);
    // (the stand-in refuses nothing: its refusal checks fail too)
    expect(failed[0]).toEqual(expect.objectContaining({ check: expect.stringContaining('/platform/report/daily'), detail: expect.stringMatching(/^data\.rows\.0\.date: /) }));
  });
});
