/**
 * WGS-84 ↔ GCJ-02 (maps). Data stays WGS-84; Chinese map providers draw
 * GCJ-02, so conversion happens only at the map boundary. Points outside the
 * China box of the business limits are not shifted. Order is always [lng, lat].
 */
import type { LngLat } from '@contract/common';

const A = 6378245.0;
const EE = 0.006693421622965943;

export function outOfChina([lng, lat]: LngLat): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function transformLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return r;
}

function transformLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return r;
}

function delta([lng, lat]: LngLat): LngLat {
  let dLat = transformLat(lng - 105.0, lat - 35.0);
  let dLng = transformLng(lng - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [dLng, dLat];
}

export function wgs84ToGcj02(p: LngLat): LngLat {
  if (outOfChina(p)) return [p[0], p[1]];
  const [dLng, dLat] = delta(p);
  return [p[0] + dLng, p[1] + dLat];
}

/** The inverse, by fixed-point iteration: lands well within 0.5 m. */
export function gcj02ToWgs84(p: LngLat): LngLat {
  if (outOfChina(p)) return [p[0], p[1]];
  let w: LngLat = [p[0], p[1]];
  for (let i = 0; i < 30; i++) {
    const g = wgs84ToGcj02(w);
    const dx = p[0] - g[0];
    const dy = p[1] - g[1];
    w = [w[0] + dx, w[1] + dy];
    if (Math.abs(dx) < 1e-10 && Math.abs(dy) < 1e-10) break;
  }
  return w;
}
