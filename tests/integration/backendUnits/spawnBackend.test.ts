// @vitest-environment jsdom
/**
 * The embedded backend's shared worker is started before msw and the page's end of the
 * connection load (mocks/shared/spawn.ts): it is told the page's settings at once, so its
 * journal is replayed while the page boots; the connection made later does not say hello
 * again, and hears what the worker said before it listened.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { VEHICLES_KEY } from '@mocks/db/worldSize';
import { FAULTS_KEY } from '@mocks/lib/faults';
import { connect } from '@mocks/shared/connection';
import { spawnBackend } from '@mocks/shared/spawn';
import type { FromBackend, ToBackend, WireResponse } from '@mocks/shared/protocol';

const started: Array<{ url: string; options: WorkerOptions }> = [];
const channel = new MessageChannel();
/** What the worker's end of the port has been told. */
const told: ToBackend[] = [];
channel.port2.onmessage = (e: MessageEvent) => void told.push(e.data as ToBackend);

vi.stubGlobal(
  'SharedWorker',
  class {
    port = channel.port1;
    constructor(url: URL, options: WorkerOptions) {
      started.push({ url: String(url), options });
    }
  },
);

afterAll(() => {
  vi.unstubAllGlobals();
  channel.port1.close();
  channel.port2.close();
  localStorage.clear();
});

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('the backend started early', () => {
  it('starts one worker for the page and tells it the settings at once', async () => {
    localStorage.setItem(VEHICLES_KEY, '50000');
    const worker = spawnBackend();
    expect(spawnBackend()).toBe(worker);
    expect(started).toHaveLength(1);
    expect(started[0].url).toMatch(/mocks\/shared\/worker\.ts\b/);
    // it outlives its last page for a while: a reload finds the world live
    expect(started[0].options).toEqual({ extendedLifetime: true, type: 'module', name: 'ebike-embedded-backend' });
    await settle();
    expect(told).toEqual([{ type: 'hello', settings: { [FAULTS_KEY]: null, [VEHICLES_KEY]: '50000' } }]);
  });

  it('connects later without a second hello, and hears what the worker said before', async () => {
    const ready: FromBackend = { type: 'ready', answerable: { keys: ['clusters'], origins: [], all: false } };
    channel.port2.postMessage(ready);
    await settle();
    const connection = connect(spawnBackend().port, null);
    const { mayAnswer } = await connection.ready;
    expect(mayAnswer('GET', 'http://127.0.0.1/ebike/v3/backend/platform/vehicle/map/clusters')).toBe(true);
    expect(mayAnswer('GET', 'http://127.0.0.1/assets/index.js')).toBe(false);
    await settle();
    expect(told.map((m) => m.type)).toEqual(['hello']);
  });

  it('holds a request handed over before the worker is ready, then sends it once', async () => {
    const { port1, port2 } = new MessageChannel();
    const sent: ToBackend[] = [];
    port2.onmessage = (e: MessageEvent) => {
      const m = e.data as ToBackend;
      sent.push(m);
      if (m.type !== 'request') return;
      const body = new TextEncoder().encode('{"suc":true,"data":{"title":"共享运营平台"}}').buffer;
      const response: WireResponse = {
        status: 200,
        statusText: 'OK',
        headers: [['content-type', 'application/json']],
        body,
      };
      port2.postMessage({ type: 'response', id: m.id, response } satisfies FromBackend, [body]);
    };
    const connection = connect(port1, null);
    const config = 'http://127.0.0.1/ebike/v3/backend/platform/site/config';
    const answer = connection.forward(new Request(config));
    await settle();
    expect(sent).toEqual([]);
    port2.postMessage({
      type: 'ready',
      answerable: { keys: ['config'], origins: [], all: false },
    } satisfies FromBackend);
    const response = await answer;
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({ suc: true, data: { title: '共享运营平台' } });
    expect(sent.map((m) => (m.type === 'request' ? m.request.url : m.type))).toEqual([config]);
    // not the backend's: let through without a round trip
    expect(await connection.forward(new Request('http://127.0.0.1/assets/index.js'))).toBeUndefined();
    expect(sent).toHaveLength(1);
    port1.close();
    port2.close();
  });
});
