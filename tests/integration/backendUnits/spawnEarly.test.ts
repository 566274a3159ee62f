// @vitest-environment jsdom
/**
 * The built index.html's first script starts the embedded backend's shared worker while the
 * document is parsed (vite.config.ts, with the options of mocks/shared/workerOptions.ts) and
 * leaves it for spawnBackend: the page takes that one up and says hello on it, rather than
 * asking for a second one.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { VEHICLES_KEY } from '@mocks/db/worldSize';
import { FAULTS_KEY } from '@mocks/lib/faults';
import { createHost, withinHost } from '@mocks/lib/host';
import { spawnBackend } from '@mocks/shared/spawn';
import { EARLY_WORKER } from '@mocks/shared/workerOptions';
import type { ToBackend } from '@mocks/shared/protocol';

const channel = new MessageChannel();
const told: ToBackend[] = [];
channel.port2.onmessage = (e: MessageEvent) => void told.push(e.data as ToBackend);
const early = { port: channel.port1 } as unknown as SharedWorker;
const constructed: string[] = [];

vi.stubGlobal(
  'SharedWorker',
  class {
    constructor(url: URL) {
      constructed.push(String(url));
    }
  },
);
vi.stubGlobal(EARLY_WORKER, early);

afterAll(() => {
  vi.unstubAllGlobals();
  channel.port1.close();
  channel.port2.close();
  localStorage.clear();
});

describe('the worker started by index.html', () => {
  it('is taken up by the page, told the settings, and no second worker is asked for', async () => {
    localStorage.setItem(FAULTS_KEY, '{"failureRate":0.2}');
    // a host of its own: the page's worker is host state, and this file may share its modules
    const page = createHost();
    expect(withinHost(page, spawnBackend)).toBe(early);
    expect(withinHost(page, spawnBackend)).toBe(early);
    expect(constructed).toEqual([]);
    await vi.waitFor(() =>
      expect(told).toEqual([
        { type: 'hello', settings: { [FAULTS_KEY]: '{"failureRate":0.2}', [VEHICLES_KEY]: null } },
      ]),
    );
  });
});
