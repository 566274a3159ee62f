// @vitest-environment jsdom
/** The operations statistics endpoints need their permission code: a caller without it gets 403. */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import type { ApiError } from '@/shared/http/errors';
import { setupBackend, signInAs } from '../harness/backend';

setupBackend();

const status = (path: string) =>
  http.get(path, {}, { silent: true }).then(
    () => 200,
    (e: ApiError) => e.status,
  );

describe('operations statistics permissions', () => {
  it.each([
    ['/platform/ops/stats/vehicles', '0906'],
    ['/platform/ops/stats/inspections', '0905'],
    ['/platform/ops/stats/stations', '0907'],
  ])('%s needs %s', async (path) => {
    await signInAs('13800000003'); // 财务专员: reports only
    expect(await status(path)).toBe(403);
    await signInAs('13800000000');
    expect(await status(path)).toBe(200);
  });
});
