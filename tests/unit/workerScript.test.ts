/**
 * The shared worker's script (mocks/shared/worker.ts) is a small entry that loads the embedded
 * backend as a module of its own: Chromium keeps V8's compiled code for a module a worker
 * imports, not for the worker's top-level script. The pages that connect while the backend is
 * still loading are handed to it once it is there, in the order they came.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const connected: string[] = [];
let loaded = () => {};
const loading = new Promise<void>((resolve) => {
  loaded = resolve;
});

vi.mock('../../mocks/shared/workerBackend', async () => {
  await loading;
  return { connect: (port: { name: string }) => connected.push(port.name) };
});

type Scope = { onconnect?: (e: { ports: Array<{ name: string }> }) => void };
const scope = globalThis as unknown as { self?: Scope };

afterEach(() => {
  delete scope.self;
});

describe('the shared worker script', () => {
  it('imports nothing statically: the backend is a module it loads', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../mocks/shared/worker.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s[^(]/m);
    expect(source).toMatch(/import\('\.\/workerBackend'\)/);
  });

  it('hands the pages that connected while the backend loaded to it, then each new page at once', async () => {
    const self: Scope = {};
    scope.self = self;
    await import('../../mocks/shared/worker');
    self.onconnect?.({ ports: [{ name: 'tab A' }] });
    self.onconnect?.({ ports: [{ name: 'tab B' }] });
    expect(connected).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(connected).toEqual(['tab A', 'tab B']));
    self.onconnect?.({ ports: [{ name: 'tab C' }] });
    expect(connected).toEqual(['tab A', 'tab B', 'tab C']);
  });
});
