import type { LngLat } from '@contract/common';

/** A district of the city backdrop: its outline rings and where its name goes. */
export interface District {
  name: string;
  label: LngLat;
  rings: LngLat[][];
}

interface Asset {
  districts: Array<{ name: string; label: number[]; rings: number[][] }>;
}

/** A ring of the asset (first vertex, then differences, in 1e-3°) → [lng, lat] vertices. */
export function decodeRing(flat: readonly number[]): LngLat[] {
  const out: LngLat[] = [];
  let [x, y] = [0, 0];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    x += flat[i];
    y += flat[i + 1];
    out.push([x / 1000, y / 1000]);
  }
  return out;
}

const importAsset = () => import('./geo/hangzhou-districts.json').then((m) => (m.default ?? m) as Asset);

let loaded: { load: () => Promise<Asset>; districts: Promise<District[]> } | null = null;
/** What the last load gave, once it settled (undefined while it runs or before the first). */
let settled: District[] | null | undefined;

/** The districts if their load has settled (null: it failed), else undefined: a map mounted after it draws them at once. */
export const districtsNow = (): District[] | null | undefined => settled;

/**
 * Hangzhou's district outlines (geo/README.md), loaded on first use; null when the asset
 * cannot be loaded (the map then draws without them), asked again next time.
 */
export function loadDistricts(load: () => Promise<Asset> = importAsset): Promise<District[] | null> {
  if (loaded?.load !== load) {
    loaded = {
      load,
      districts: load().then((a) =>
        a.districts.map((d) => ({
          name: d.name,
          label: [d.label[0], d.label[1]] as LngLat,
          rings: d.rings.map(decodeRing),
        })),
      ),
    };
  }
  const mine = loaded;
  return mine.districts.then(
    (d) => {
      if (loaded === mine) settled = d;
      return d;
    },
    () => {
      if (loaded === mine) [loaded, settled] = [null, null];
      return null;
    },
  );
}
