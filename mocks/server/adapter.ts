/**
 * node:http in front of the embedded backend: each request is turned into a Fetch Request and
 * answered by msw's own matching (getResponse) over the same handlers the browser's worker
 * uses, then written back. What no handler answers gets the backend's JSON refusal (404 for
 * an address it does not serve, 405 for a method it does not serve there), a body over the
 * limit 413 and a handler that throws 500, never an HTML page or a dropped connection.
 *
 * Writes (every method but GET, HEAD and OPTIONS) are answered one at a time, in the order
 * they came: the journal holds them in the order they were accepted, and two saves of one
 * record never interleave.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpHandler } from 'msw';
import { methodsAt } from '../lib/cors';
import { answered, candidates, READS } from '../lib/dispatch';
import { clientAddress, PEER_HEADER } from '../lib/clientAddress';
import { replyText } from '../lib/route';

export interface AdapterOptions {
  /** the largest request body read (bytes); a larger one is refused with 413 */
  maxBodyBytes: number;
  /** what GET /healthz answers (200, JSON), outside the envelope: for a load balancer or a monitor */
  health?: () => Record<string, unknown>;
  /**
   * GET /readyz, outside the envelope: 200 when `ready` says so (the world live, the database
   * writable, not stopping), else 503; the checks' findings in the JSON either way
   */
  readiness?: () => { ready: boolean } & Record<string, unknown>;
  /** one line per request answered (the request log) */
  log?: (line: RequestLogLine) => void;
  /** the operator a request was answered as (its id; undefined without a valid token), for the request log: read once it is answered */
  operatorOf?: (request: Request) => string | undefined;
  /**
   * POST CSP_REPORT_PATH: a browser's Content-Security-Policy violation report (no sign-in, no
   * envelope, at most CSP_REPORT_MAX_BYTES), given as parsed JSON; answered 204
   */
  cspReport?: (report: unknown) => void;
}

/** Where browsers send their Content-Security-Policy violation reports (report-uri, report-to). */
export const CSP_REPORT_PATH = '/csp-report';
/** The largest report read (bytes): a report is a few hundred; a larger body is refused (413). */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/** A line of the request log: no query, body or header is in it (they carry sealed data and tokens). */
export interface RequestLogLine {
  at: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
  /** the operator the request's token names (an operator id: never the token or a phone number) */
  operator?: string;
}

/** The backend's refusal shape, `{suc:false,error:{code,promt}}`, with its status. */
export function refusal(status: number, promt: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ suc: false, error: { code: status, promt } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

class TooLarge extends Error {}

/** The body, or TooLarge once it passes `max` bytes (the rest is not read). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) return Promise.reject(new TooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The request as the handlers read it; the socket's address in PEER_HEADER (a client's own is dropped). */
function toRequest(req: IncomingMessage, body: Buffer): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === PEER_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (req.socket.remoteAddress) headers.set(PEER_HEADER, req.socket.remoteAddress);
  const method = req.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    body: READS.has(method) || !body.length ? undefined : new Uint8Array(body),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // a reply of route() says its text: its body's stream is not read back
  const text = replyText(response);
  const body = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/** The request listener of the backend's HTTP server. */
export function backendListener(handlers: HttpHandler[], opts: AdapterOptions) {
  const pick = candidates(handlers);
  /** What the handlers say (only those that may answer are tried), or the refusal for an address or method they do not serve. */
  const answer = async (request: Request): Promise<Response> => {
    const found = pick(request);
    const response = found.length ? await answered(found, request) : undefined;
    if (response) return response;
    const methods = methodsAt(new URL(request.url));
    if (!methods.size) return refusal(404, '接口不存在');
    return refusal(405, '请求方法不被允许', { Allow: [...methods, 'OPTIONS'].join(', ') });
  };
  let writes: Promise<unknown> = Promise.resolve();
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    /** the request as the handlers read it, once made (the log line reads its path and caller from it) */
    let made: Request | undefined;
    if (opts.log) {
      const log = opts.log;
      res.once('finish', () => {
        const request = made ?? toRequest(req, Buffer.alloc(0));
        const line: RequestLogLine = {
          at: new Date().toISOString(),
          method: req.method ?? 'GET',
          path: new URL(request.url).pathname,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
          ip: clientAddress(request),
        };
        const operator = made && opts.operatorOf?.(made);
        if (operator) line.operator = operator;
        log(line);
      });
    }
    if (opts.health && req.method === 'GET' && req.url === '/healthz') {
      void send(res, Response.json({ status: 'ok', ...opts.health() }));
      return;
    }
    if (opts.readiness && req.method === 'GET' && req.url === '/readyz') {
      const { ready, ...found } = opts.readiness();
      void send(res, Response.json({ status: ready ? 'ready' : 'not ready', ...found }, { status: ready ? 200 : 503 }));
      return;
    }
    const report = opts.cspReport && req.method === 'POST' && req.url === CSP_REPORT_PATH ? opts.cspReport : null;
    const work = async () => {
      let body: Buffer;
      try {
        body = await readBody(req, report ? CSP_REPORT_MAX_BYTES : opts.maxBodyBytes);
      } catch (e) {
        // the rest is read and dropped, so that the caller (still sending) gets the answer
        if (e instanceof TooLarge) {
          req.resume();
          return send(res, refusal(413, '请求内容过大'));
        }
        throw e;
      }
      if (report) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          return send(res, refusal(400, '报告格式错误'));
        }
        report(parsed);
        return send(res, new Response(null, { status: 204 }));
      }
      const request = toRequest(req, body);
      made = request;
      if (READS.has(request.method)) return send(res, await answer(request));
      // a write waits for the one before it, whatever became of that one
      const turn = writes.then(() => answer(request));
      writes = turn.catch(() => undefined);
      return send(res, await turn);
    };
    work().catch((e: unknown) => {
      console.error('backend: a request failed', e);
      if (!res.headersSent) void send(res, refusal(500, '服务器内部错误')).catch(() => res.destroy());
      else res.destroy();
    });
  };
}
