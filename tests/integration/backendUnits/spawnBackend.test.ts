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
import type { FromBackend, ToBackend } from '@mocks/shared/protocol';

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
    expect(started[0].options).toEqual({ type: 'module', name: 'ebike-embedded-backend' });
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
});
