/**
 * The Tencent parking-fence page's map (issue 16): Tencent's GL map loaded with the key of
 * the site config (or VITE_TMAP_KEY), (lat, lng) order kept straight at its boundary; the
 * tile-less fallback with its notice when there is no key or the script fails to load, and
 * a later map trying the script again.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSite, type SiteConfig } from '@/shared/config/site';
import MapView from '@/widgets/map/MapView';
import { TMAP_SCRIPT } from '@/widgets/map/tmapLoader';
import { wgs84ToGcj02 } from '@/shared/utils/coords';
import type { LngLat } from '@contract/common';

vi.mock('@/widgets/map/FallbackMap', () => ({ default: () => <div data-testid="fallback-map" /> }));
// VITE_TMAP_KEY as a test sets it
const buildKey = vi.hoisted(() => ({ value: '' }));
vi.mock('@/shared/config/env', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/shared/config/env')>();
  return {
    ...real,
    env: new Proxy(real.env, { get: (t, k) => (k === 'tmapKey' ? buildKey.value : t[k as keyof typeof t]) }),
  };
});

const withKey = (tmapKey?: string) =>
  useSite.setState({ config: { map: tmapKey ? { tmapKey } : {} } as SiteConfig, status: 'ready' });
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src^="${TMAP_SCRIPT}"]`));
const POLY: LngLat[] = [
  [120.15, 30.27],
  [120.16, 30.27],
  [120.16, 30.28],
  [120.15, 30.27],
];

/** A fake TMap GL namespace that records what the view hands it. */
function fakeTMap() {
  const made: { latLngs: Array<[number, number]>; polygons: unknown[]; clicks: Array<(e: unknown) => void> } = {
    latLngs: [],
    polygons: [],
    clicks: [],
  };
  class LatLng {
    constructor(
      public lat: number,
      public lng: number,
    ) {
      made.latLngs.push([lat, lng]);
    }
    getLat() {
      return this.lat;
    }
    getLng() {
      return this.lng;
    }
  }
  class Layer {
    constructor(public o: { geometries?: unknown[] }) {}
    setMap() {}
    on() {}
  }
  class MultiPolygon extends Layer {
    constructor(o: { geometries?: unknown[] }) {
      super(o);
      made.polygons.push(...(o.geometries ?? []));
    }
  }
  class Style {
    constructor(public o: unknown) {}
  }
  class Map {
    on(ev: string, fn: (e: unknown) => void) {
      if (ev === 'click') made.clicks.push(fn);
    }
    destroy() {}
    fitBounds() {}
  }
  return {
    ns: {
      LatLng,
      Map,
      MultiPolygon,
      MultiPolyline: Layer,
      MultiMarker: Layer,
      PolygonStyle: Style,
      PolylineStyle: Style,
      MarkerStyle: Style,
      LatLngBounds: Style,
    },
    made,
  };
}

let onAppend: (s: HTMLScriptElement) => void = () => undefined;
beforeEach(() => {
  const real = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(n: T): T => {
    const out = real(n);
    if (n instanceof HTMLScriptElement && n.src.startsWith(TMAP_SCRIPT)) queueMicrotask(() => onAppend(n));
    return out;
  });
});
afterEach(() => {
  buildKey.value = '';
  vi.restoreAllMocks();
  scripts().forEach((s) => s.remove());
  delete (window as unknown as { TMap?: unknown }).TMap;
  useSite.setState({ config: undefined });
});

describe('Tencent GL map', () => {
  it('without a key: the fallback map with its notice, no script', () => {
    withKey(undefined);
    render(<MapView provider="tencent" polygons={[{ id: 'p', path: POLY, color: '#13c2c2' }]} />);
    expect(screen.getByTestId('fallback-map')).toBeInTheDocument();
    expect(screen.getByText('底图不可用（未配置腾讯地图密钥），显示简化地图')).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it('the script fails to load: the fallback with its notice; the next map tries again', async () => {
    withKey('TKEY');
    onAppend = (s) => s.onerror?.(new Event('error'));
    const first = render(<MapView provider="tencent" />);
    expect(screen.getByText('正在加载腾讯地图…')).toBeInTheDocument();
    expect(await screen.findByText('底图不可用（腾讯地图服务加载失败），显示简化地图')).toBeInTheDocument();
    expect(screen.getByTestId('fallback-map')).toBeInTheDocument();
    first.unmount();

    // the failure was not cached: a new map loads the script again, which now works
    const { ns } = fakeTMap();
    let asked = 0;
    onAppend = (s) => {
      asked += 1;
      expect(s.src).toContain('key=TKEY');
      (window as unknown as { TMap: unknown }).TMap = ns;
      s.onload?.(new Event('load'));
    };
    render(<MapView provider="tencent" />);
    await waitFor(() => expect(screen.queryByTestId('fallback-map')).toBeNull());
    expect(asked).toBe(1);
    expect(screen.queryByText(/底图不可用/)).toBeNull();
  });

  it('an empty key in the site config falls back to VITE_TMAP_KEY', async () => {
    withKey('');
    buildKey.value = 'ENVKEY';
    const seen: string[] = [];
    onAppend = (s) => {
      seen.push(s.src);
      s.onerror?.(new Event('error'));
    };
    render(<MapView provider="tencent" />);
    expect(await screen.findByText('底图不可用（腾讯地图服务加载失败），显示简化地图')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('key=ENVKEY');
  });

  it('draws on TMap with LatLng(lat, lng) in GCJ-02, and a click comes back as WGS-84 [lng, lat]', async () => {
    withKey('TKEY2');
    const { ns, made } = fakeTMap();
    (window as unknown as { TMap: unknown }).TMap = ns;
    const clicked: LngLat[] = [];
    render(
      <MapView
        provider="tencent"
        polygons={[{ id: 'p', path: POLY, color: '#13c2c2' }]}
        onMapClick={(p) => clicked.push(p)}
      />,
    );
    await waitFor(() => expect(made.polygons).toHaveLength(1));
    const [lng, lat] = wgs84ToGcj02(POLY[0]);
    const first = (made.polygons[0] as { paths: Array<{ lat: number; lng: number }> }).paths[0];
    expect(first.lat).toBeCloseTo(lat, 9);
    expect(first.lng).toBeCloseTo(lng, 9);
    expect(first.lat).toBeLessThan(first.lng); // latitude first: 30.x, then 120.x
    const LatLng = ns.LatLng;
    act(() => made.clicks.forEach((fn) => fn({ latLng: new LatLng(lat, lng) })));
    expect(clicked[0][0]).toBeCloseTo(120.15, 5);
    expect(clicked[0][1]).toBeCloseTo(30.27, 5);
  });
});
