/** The request log's writer (mocks/server/logLines.ts): one write per turn of the event loop, each line whole. */
import { describe, expect, it } from 'vitest';
import { lineWriter } from '@mocks/server/logLines';

const turn = () => new Promise((done) => setImmediate(done));

describe('lineWriter', () => {
  it('writes the lines of one turn together, once the turn is over, one JSON line each', async () => {
    const writes: string[] = [];
    const log = lineWriter((text) => writes.push(text));
    log.line({ path: '/a', status: 200 });
    log.line({ path: '/b', status: 401 });
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual(['{"path":"/a","status":200}\n{"path":"/b","status":401}\n']);
    log.line({ path: '/c' });
    await turn();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe('{"path":"/c"}\n');
  });

  it('flush writes what waits at once (a stop, before the process exits), and nothing twice', async () => {
    const writes: string[] = [];
    const log = lineWriter((text) => writes.push(text));
    log.line({ path: '/d' });
    log.flush();
    expect(writes).toEqual(['{"path":"/d"}\n']);
    await turn();
    expect(writes).toHaveLength(1);
  });
});
