/**
 * 运营地图's route asks its fences with the session's first calls (issue 40): the page, mounted
 * after, has them at its first render (the map frames its first view at once and asks for its
 * vehicles in it) and does not ask for them a second time.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Fence } from '@contract/fences';

const calls = vi.hoisted(() => ({ kinds: [] as string[], areas: 0 }));
vi.mock('@/shared/api/serviceAreas', async (real) => {
  const mod = await real<typeof import('@/shared/api/serviceAreas')>();
  return {
    ...mod,
    scopeApi: {
      ...mod.scopeApi,
      areas: () => {
        calls.areas += 1;
        return Promise.resolve([{ id: '3', name: '西湖服务区' }]);
      },
    },
  };
});
vi.mock('@/shared/api/fences', async (real) => {
  const mod = await real<typeof import('@/shared/api/fences')>();
  const area = { id: 'f1', kind: 'service_area', state: 'enabled', name: '西湖区', polygon: [] } as unknown as Fence;
  return {
    ...mod,
    fenceApi: {
      ...mod.fenceApi,
      all: (kinds: string[]) => {
        calls.kinds.push(kinds.join(','));
        return Promise.resolve([area]);
      },
    },
  };
});
const { MAP_FENCES, useFencePolygons } = await import('@/features/vehicles/hooks/useFences');
const { vehiclesRoutes } = await import('@/features/vehicles/routes');
const { useServiceAreas } = await import('@/shared/scope/useServiceAreas');

describe("运营地图's fences, prefetched by its route", () => {
  it("are there when the page mounts with its area filter's service areas, each asked once", async () => {
    vehiclesRoutes.operationMap.prefetch();
    await waitFor(() => expect(calls.kinds).toEqual([MAP_FENCES]));
    await waitFor(() => expect(calls.areas).toBe(1));
    await new Promise((r) => setTimeout(r, 0));
    const { result } = renderHook(() => useFencePolygons(['service_area', 'parking', 'no_stop']));
    expect(result.current.loaded).toBe(true);
    expect(result.current.polygons.map((p) => p.label)).toEqual(['西湖区']);
    // its area filter's options, in the look-up's own cache entry
    const areas = renderHook(() => useServiceAreas());
    expect(areas.result.current.map((a) => a.name)).toEqual(['西湖服务区']);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.kinds).toEqual([MAP_FENCES]);
    expect(calls.areas).toBe(1);
  });
});
