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
import { route } from '@mocks/lib/route';
import { REPORTS } from '@contract/endpoints/reports';
import { CONFIG_WRITES, MARKETING_WRITES } from '@contract/actions';
import { keyForTicket } from '@mocks/lib/secrets';
import { open } from '@/shared/utils/envelope';
import { takeDrift } from '../../replyDrift';
import { runConformance, table } from '../../../scripts/conformance/kit';
import {
  EXTRA_FIELD,
  NOT_COVERED,
  runWrites,
  WRITE_CASES,
  WRITE_ENDPOINTS,
  writeSummary,
} from '../../../scripts/conformance/writes';
import { booksSummary, runBooks } from '../../../scripts/conformance/books';

let extra: HttpHandler[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = Object.entries(req.headers).flatMap(([k, v]) =>
        typeof v === 'string' ? [[k, v] as [string, string]] : [],
      );
      const request = new Request(`${origin}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' ? undefined : body,
      });
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
    expect(rows.map((r) => r.check)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no token → 401/),
        expect.stringMatching(/^unsealed query → SIGN/),
        // the reads with the record's id in the path, from the first row of their list
        'GET /platform/marketing/coupon/:id (marketing.couponById)',
        'GET /platform/permission/group/:key/member (access.groupByKeyMember)',
        'GET /platform/agent/role/:id (access.agentRoleById)',
      ]),
    );
  });

  it('operations staff: a read whose code it lacks is refused with 403 in the refusal shape', async () => {
    const rows = await runConformance({ base: origin, phone: '13800000001', code: '123456' });
    console.log(table(rows));
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    expect(rows.some((r) => /→ 403 refusal/.test(r.check))).toBe(true);
  });

  it('a field renamed in the backend fails both the reply check of the tests and the kit, each with the first difference', async () => {
    // the daily report's handler, planted: its rows call the day `day` instead of `date`
    extra = [
      route(REPORTS.daily, {}, () => {
        const row = {
          date: '2026-01-01',
          rides: 1,
          paidOrders: 1,
          fare: 300,
          discount: 0,
          discountBy: { coupon: 0, riding_card: 0, activity: 0 },
        };
        const { date, ...rest } = {
          ...row,
          paid: 300,
          byChannel: { wallet: 300, wechat: 0, alipay: 0 },
          refunds: 0,
          refundCount: 0,
          net: 300,
        };
        return { from: date, to: date, rows: [{ day: date, ...rest }] };
      }),
    ];
    const rows = await runConformance({ base: origin, phone: '13800000000', code: '123456' });
    const failed = rows.filter((r) => !r.ok);
    console.log(
      table(rows)
        .split('\n')
        .filter((l) => l.startsWith('FAIL'))
        .join('\n'),
    );
    expect(failed).toEqual([
      expect.objectContaining({
        check: expect.stringContaining('/platform/report/daily'),
        detail: expect.stringMatching(/^data\.rows\.0\.date: /),
      }),
    ]);
    // the reply check every integration test runs saw the same reply off its schema
    expect(takeDrift()).toEqual([
      expect.stringMatching(/^GET main \/platform\/report\/daily replied off its schema: data\.rows\.0\.date: /),
    ]);
  });
});

describe('npm run conformance -- --writes against the embedded backend over HTTP', () => {
  it('every write endpoint is a case of the write mode or listed with its reason', () => {
    const cases = WRITE_CASES.map((c) => c.write);
    const listed = Object.keys(NOT_COVERED);
    expect(cases.filter((id) => listed.includes(id))).toEqual([]);
    expect(WRITE_ENDPOINTS.map((e) => e.id).filter((id) => !cases.includes(id) && !listed.includes(id))).toEqual([]);
  });

  it("a sample: every case's valid input is accepted and read back, mutated ones refused with their message and change nothing", {
    timeout: 180000,
  }, async () => {
    const r = await runWrites({ base: origin, phone: '13800000000', code: '123456', valid: 1, mutated: 1, seed: 42 });
    console.log(`${table(r.rows)}\n${writeSummary(r)}`);
    expect(r.rows.filter((row) => !row.ok)).toEqual([]);
    expect(r.covered).toBe(WRITE_CASES.length);
    expect(r.valid).toBe(WRITE_CASES.length);
  });

  /** The kit over one write endpoint, every mutation: for a backend with a planted fault there. */
  const plantedRun = (only: string) =>
    runWrites({ base: origin, phone: '13800000000', code: '123456', valid: 1, mutated: 40, seed: 1, only: [only] });

  it('a backend that takes a coupon of kind "constructor" fails, with the endpoint, the input and the difference', async () => {
    // the coupon write before the input schemas: anything taken, answered with an empty record
    extra = [
      http.post(`*/ebike/v3/backend${MARKETING_WRITES.couponCreate.path}`, () =>
        HttpResponse.json({ suc: true, data: {} }),
      ),
    ];
    const r = await plantedRun('marketing.couponCreate');
    const failed = r.rows.filter((row) => !row.ok);
    expect(failed.every((row) => row.check.includes('/platform/marketing/coupon'))).toBe(true);
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: expect.stringMatching(
            /^POST \/platform\/marketing\/coupon \(marketing.couponCreate\) kind: "constructor": \{.*"kind":"constructor"/,
          ),
          detail: 'accepted: {}',
        }),
        expect.objectContaining({
          check: expect.stringMatching(/^POST \/platform\/marketing\/coupon \(marketing.couponCreate\) valid \{/),
          detail: expect.stringMatching(/^data\.\w+: /),
        }),
      ]),
    );
  });

  it('a backend that takes a write carrying a field the body does not name fails, naming the endpoint and the input', async () => {
    // the fault-type write as it was before the bodies were strict: an unknown field is dropped and the write taken
    extra = [
      http.post(`*/ebike/v3/backend${CONFIG_WRITES.faultCreate.path}`, async ({ request }) => {
        const { params } = (await request.clone().json()) as { params: string };
        const body = open<Record<string, unknown>>(params, keyForTicket(request.headers.get('_t') ?? ''));
        return EXTRA_FIELD in body ? HttpResponse.json({ suc: true, data: {} }) : undefined;
      }),
    ];
    const r = await plantedRun('config.faultCreate');
    expect(r.rows.filter((row) => !row.ok)).toEqual([
      expect.objectContaining({
        check: expect.stringMatching(
          /^POST \/platform\/config\/fault \(config.faultCreate\) an extra field: \{.*"kitExtra":"extra"/,
        ),
        detail: 'accepted: {}',
      }),
      expect.objectContaining({ check: expect.stringMatching(/config.faultCreate\): \d+ mutated inputs refused/) }),
    ]);
  });
});

describe('npm run conformance: the books property over HTTP', () => {
  const kit = { base: '', phone: '13800000000', code: '123456', sequences: 2, seed: 42 };

  it('a sample: after each sequence the money screens agree with each other and with the records', {
    timeout: 60000,
  }, async () => {
    const r = await runBooks({ ...kit, base: origin });
    console.log(`${table(r.rows)}\n${booksSummary(r)}`);
    expect(r.rows.filter((row) => !row.ok)).toEqual([]);
    expect(r.sequences).toBe(2);
    // two sequences, each today and the two days before, the platform and one area
    expect(r.days).toBe(12);
    expect(r.identities).toBeGreaterThan(r.days * 2);
    expect(Object.values(r.done).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('a 财务对账 that leaves refunds out (as before issue 43) fails with the seed, the figure and both sides', {
    timeout: 60000,
  }, async () => {
    // the statements as the backend answers them, their refunds dropped
    extra = [
      http.get(`*/ebike/v3/backend${REPORTS.reconciliation.path}`, async ({ request }) => {
        const answer = await getResponse(handlers, request);
        const body = (await answer!.json()) as { data: { rows: Array<Record<string, unknown>> } };
        for (const row of body.data.rows) row.refundAmount = 0;
        return HttpResponse.json(body);
      }),
    ];
    const r = await runBooks({ ...kit, base: origin, sequences: 1 });
    const failed = r.rows.filter((row) => !row.ok);
    console.log(table(failed));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: expect.stringMatching(
            /^seed 42 sequence 1 \(SA\d+\): 财务对账 \d{4}-\d\d-\d\d (wechat|alipay) 退款金额 vs records$/,
          ),
          detail: expect.stringMatching(/^screen 0 ≠ [1-9]\d*$/),
        }),
      ]),
    );
  });
});
