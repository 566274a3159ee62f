/**
 * `npm run openapi`: docs/openapi.json (OpenAPI 3.1) from the endpoint descriptors of
 * contract/ and their zod schemas: every endpoint with its permission codes, the request
 * envelope, the reply's shape and the refusals (401, 403, SIGN). `--check` writes nothing
 * and exits 1 when the committed document differs from what the descriptors give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { ENDPOINTS } from '@contract/endpoints';
import { pathParams, type ApiBase, type Endpoint, type WriteEndpoint } from '@contract/endpoint';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_REFUSALS } from '@contract/idempotency';
import { refusal, userFailure } from '@contract/schemas/envelope';
import { replySchemaOf } from '@contract/schemas';
import { inputSchemaOf } from '@contract/schemas/inputs';
import { FILE_REPLIES } from '@contract/schemas/exports';
import { codeName } from '@contract/codes';

const OUT = 'docs/openapi.json';

/** Where each backend is served by default (the console's bases). */
const PREFIX: Record<ApiBase, string> = { main: '/ebike/v3/backend', mieba: '', java: '/java', user: '/user-api' };

/**
 * Tuples (a `[lng, lat]` point) as both linters read them: zod writes `prefixItems` with
 * `items: false`, which Spectral's `array-items` refuses (it wants an `items` schema). A tuple
 * of one item type becomes that `items` with its length as min and max; another keeps its
 * `prefixItems` and takes `items` as any of them.
 */
function plainTuples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainTuples);
  if (!node || typeof node !== 'object') return node;
  const o = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, plainTuples(v)]));
  const prefix = o.prefixItems as unknown[] | undefined;
  if (!Array.isArray(prefix) || o.items !== false) return o;
  const kinds = [...new Set(prefix.map((p) => JSON.stringify(p)))].map((p) => JSON.parse(p) as unknown);
  if (kinds.length === 1) {
    const { prefixItems: _tuple, ...rest } = o;
    return { ...rest, items: kinds[0], minItems: prefix.length, maxItems: prefix.length };
  }
  return { ...o, items: { anyOf: kinds } };
}

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as Record<string, unknown>;
  return plainTuples(rest) as Record<string, unknown>;
};

/**
 * What a caller sends in a part (query or body), from the endpoint's input schema
 * (contract/schemas/inputs/): the input side, as the backend parses it before the handler.
 */
const inputOf = (e: Endpoint, part: 'query' | 'body'): Record<string, unknown> | undefined => {
  const s = inputSchemaOf(e)?.[part];
  return s ? json(s, 'input') : undefined;
};

/** A sealed part: `{params}` whose text, once opened with the session key, is JSON of `inner`. */
const sealedText = (inner: Record<string, unknown> | undefined, what: string) => ({
  type: 'string',
  description: `${what}, as JSON sealed with the session key (AES, \`_k\`)${inner ? '; opened, it is the JSON of `contentSchema`' : ''}.`,
  ...(inner ? { contentMediaType: 'application/json', contentSchema: inner } : {}),
});

/** What each tag (an area of contract/endpoints/ or a group of declared writes) holds. */
const AREAS: Record<string, string> = {
  session: 'What the console reads to start and to sign in: the site config, the operator’s own codes.',
  exports:
    'Exports as server jobs (下载中心): make a job from a list’s filters, follow its progress, download the .xlsx.',
  vehicleMap:
    'The vehicle maps: the fleet in a viewport, grouped into clusters by zoom, single vehicles from close up.',
  overview: 'The home dashboard and the big screens (the header’s selection applies).',
  logs: 'The operator log.',
  reports: 'Reports: daily financial figures, wallets, deposits, cards, reconciliation with the pay channels.',
  auth: 'Signing in: SMS code, key exchange, device authorization; the operator’s own session.',
  riders:
    'Riders: lists and details, wallets, balance, deposit, riding cards, blacklist; orders, their tracks and refunds.',
  reviews: 'Riders’ complaint tickets and the review queues.',
  fleet: 'Vehicles, alarms, repairs, operations tasks and park applications.',
  access: 'Roles, staff, device authorization, permission groups; franchisees, their roles and areas.',
  config: 'Operations configuration: fences, fault types, notices and messages, site settings.',
  marketing: 'Pricing, recharge and riding activities, coupons, tasks, invites, catalogue, help, ads.',
  production: 'Factory vehicles and their import, voltage schemes, voice packs, fixed codes, firmware upgrades.',
  support: 'The operator’s own support tickets to the platform.',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const SIGN_NOTE =
  'A request that is not sealed with the session key (header `_t`, payload `{params}`) is refused with 200 and `{suc:false,error:{code:"SIGN",promt:"签名无效"}}`.';

function operation(id: string, e: Endpoint) {
  const area = id.split('.')[0]!;
  const reply = replySchemaOf(e);
  const data = reply ? json(reply) : { description: 'not yet described by a schema' };
  const codes = e.codes.map((c) => `\`${c}\` ${codeName(c)}`.trim()).join(', ');
  const access = e.open ? `Needs no permission code (${e.open}).` : `Needs any one of the permission codes: ${codes}.`;
  // only the key exchange goes unsealed (it makes the key); a public form may come either way
  const sealed = e.path !== '/auth/verifySign' && e.open !== 'public';
  const user = e.base === 'user';
  const success = user
    ? data
    : { type: 'object', required: ['suc', 'data'], properties: { suc: { const: true }, data } };
  const responses: Record<string, unknown> = {
    200: {
      description: user
        ? 'The result, as plain JSON (the user service).'
        : `\`{suc:true,data}\`, or a refusal \`{suc:false,error}\` with a business code and the message to show. ${SIGN_NOTE}`,
      content: { 'application/json': { schema: user ? success : { oneOf: [success, ref('Refusal')] } } },
    },
  };
  const file = FILE_REPLIES.find(([f]) => f === e)?.[1];
  if (file)
    responses[200] = {
      description: `The file's bytes (\`${file}\`, named by \`Content-Disposition\`); a refusal is JSON, \`{suc:false,error}\` with a business code and the message to show. ${SIGN_NOTE}`,
      content: {
        [file]: { schema: { type: 'string', contentMediaType: file, format: 'binary' } },
        'application/json': { schema: ref('Refusal') },
      },
    };
  if (user)
    responses[400] = {
      description: 'Bad input: `{code,error}`.',
      content: { 'application/json': { schema: ref('UserFailure') } },
    };
  if (!e.open || e.open === 'own' || e.open === 'signed-in') {
    responses[401] = {
      description: 'No valid token: `授权验证失败`.',
      content: { 'application/json': { schema: ref('Refusal') } },
    };
  }
  if (!e.open) {
    responses[403] = {
      description: '`没有访问权限（需要权限 …）`: the caller lacks every code of the endpoint.',
      content: { 'application/json': { schema: ref('Refusal') } },
    };
  }
  const idempotent = e.method !== 'get' && (e as WriteEndpoint).idempotent === true;
  if (idempotent) {
    const { missing, mismatch } = IDEMPOTENCY_REFUSALS;
    responses[missing.status] = {
      description: `No \`${IDEMPOTENCY_HEADER}\` (or an unusable one): \`${missing.message}\` (code \`${missing.code}\`); nothing is applied.`,
      content: { 'application/json': { schema: ref('Refusal') } },
    };
    responses[mismatch.status] = {
      description: `The key was used by the same operator for another request (another endpoint or input) within 24 h: \`${mismatch.message}\` (code \`${mismatch.code}\`); nothing is applied.`,
      content: { 'application/json': { schema: ref('Refusal') } },
    };
  }
  const params = inputSchemaOf(e)?.params;
  const parameters: unknown[] = pathParams(e.path).map((name) => {
    const declared = params instanceof z.ZodObject ? (params.shape as Record<string, z.ZodType>)[name] : undefined;
    const { description, ...schema } = declared ? json(declared, 'input') : { type: 'string' };
    return { name, in: 'path', required: true, ...(description ? { description } : {}), schema };
  });
  const query = inputOf(e, 'query');
  // a read's query, or a write's where it declares one (the operator delete's guard)
  if (e.method === 'get' || query) {
    parameters.push({
      name: 'params',
      in: 'query',
      required: false,
      description: 'The query, as JSON sealed with the session key (AES, `_k`); absent when there is none.',
      schema: sealedText(query, 'The query'),
    });
  }
  const body = inputOf(e, 'body');
  if (sealed)
    parameters.push({
      name: '_t',
      in: 'header',
      required: true,
      description: 'The session key id from the key exchange.',
      schema: { type: 'string' },
    });
  for (const h of e.headers ?? [])
    parameters.push({
      name: h.name,
      in: 'header',
      required: h.required,
      description: h.description,
      schema: { type: 'string' },
    });
  if (idempotent)
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: true,
      description:
        "A money write's idempotency key (IETF draft `Idempotency-Key`): a UUID made once per operator action and sent again with every retry of it. The backend keeps each key of an operator with its first accepted answer for 24 h: a repeat gets that answer and applies nothing again.",
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
    });
  return {
    operationId: id,
    summary: `${e.method.toUpperCase()} ${e.path}`,
    description: e.extension ? `${access} An extension of this backend's. ${e.extension}` : access,
    tags: [area],
    'x-permission-codes': e.codes,
    ...(e.extension ? { 'x-extension': true } : {}),
    ...(e.open
      ? { 'x-open': e.open, security: e.open === 'own' || e.open === 'signed-in' ? [{ bearer: [] }] : [] }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(e.method === 'get'
      ? {}
      : {
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: sealed
                  ? {
                      type: 'object',
                      required: ['params'],
                      properties: { params: sealedText(body, 'The body') },
                    }
                  : (body ?? { type: 'object', description: 'The body as JSON.' }),
              },
            },
          },
        }),
    responses,
  };
}

function document() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { id, endpoint: e } of ENDPOINTS) {
    const path = `${PREFIX[e.base]}${e.path.replace(/:(\w+)/g, '{$1}')}`;
    (paths[path] ??= {})[e.method] = operation(id, e);
  }
  const tags = [...new Set(ENDPOINTS.map((n) => n.id.split('.')[0]!))].map((name) => ({
    name,
    description: AREAS[name] ?? name,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shared e-bike operator backend',
      version: '3',
      contact: { name: 'The operator console team (the maintainers of this repository)' },
      description:
        'The endpoints the operator console calls, generated from its endpoint descriptors (contract/). ' +
        'Payloads travel sealed: after the key exchange (`POST /auth/verifySign`) every query and body is `{params: AES(JSON, _k)}` with the key id in header `_t`, and a token in `Authorization: Bearer`. ' +
        'Phone and ID numbers are masked in every reply. ' +
        'A record outside the caller’s service areas (a rider, a ride, a vehicle, a complaint ticket) is refused with HTTP 403, code `OUT_OF_SCOPE` and `无权查看该记录`, on its reads and on the actions taken on it.',
    },
    servers: [{ url: '/', description: 'the origin serving the console (paths carry each backend’s prefix)' }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Refusal: json(refusal),
        UserFailure: json(userFailure),
      },
    },
  };
}

const text = `${JSON.stringify(document(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let old = '';
  try {
    old = readFileSync(OUT, 'utf8');
  } catch {
    /* missing: differs */
  }
  if (old !== text) {
    console.error(`${OUT} is out of date: run npm run openapi`);
    process.exit(1);
  }
  console.log(`${OUT} is up to date (${ENDPOINTS.length} endpoints)`);
} else {
  writeFileSync(OUT, text);
  console.log(`${OUT}: ${ENDPOINTS.length} endpoints`);
}
