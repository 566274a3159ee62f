import type { LngLat } from '@contract/common';

/** The mean of a ring's vertices (the closing vertex once): where its text goes. */
export function centreOf(path: readonly LngLat[]): LngLat {
  const ring =
    path.length > 1 && path[0][0] === path.at(-1)![0] && path[0][1] === path.at(-1)![1] ? path.slice(0, -1) : path;
  let [x, y] = [0, 0];
  for (const [lng, lat] of ring) {
    x += lng;
    y += lat;
  }
  return [x / ring.length, y / ring.length];
}
