/**
 * Fixed QR codes (/production/fixedCode, code 06; only the site types campus and fixedCode):
 *   GET  /platform/production/fixed-code            keyword?, generated? (yes|no), serviceAreaId?, opAreaIds?, page, pageSize → { rows, total }
 *   POST /platform/production/fixed-code/generate   { vehicleNos } (≤ 500; a vehicle with a code keeps it unless regenerate) → { generated }
 *        or { from, to } (a range of vehicle numbers)
 */
import { getFleet } from '../db/fleet';
import { hash, lazy } from '../db/lazy';
import { logOperatorAction } from '../db/operatorLogs';
import { getSiteSettings } from '../db/config';
import { getDb } from '../db/store';
import { filterAll, matches, pageOf } from '../lib/paging';
import { BASE, BizError, route } from '../lib/route';
import { allowedAreas, idList } from '../lib/scope';
import { nowIso } from '../../src/shared/utils/clock';
import { FIXED_CODE_MAX_BATCH, FIXED_CODE_SITE_TYPES, fixedCodeUrl, type FixedCode } from '@contract/production';
import type { VehicleIdentity } from '@contract/vehicles';
import { PRODUCTION_WRITES } from '@contract/actions';

const CODES = ['06'];
const P = `${BASE.main}/platform/production/fixed-code`;
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Codes generated so far: vehicle number → code and when (the first 200 vehicles have theirs from the seed). */
const getCodes = lazy(() => {
  const m = new Map<string, { code: string; generatedAt: string }>();
  for (const v of getFleet().slice(0, 200)) m.set(v.vehicleNo, { code: codeFor(v.vehicleNo, 0), generatedAt: v.launchedAt });
  return m;
});

function codeFor(vehicleNo: string, round: number): string {
  let s = 'FC';
  for (let i = 0; i < 8; i++) s += ALPHABET[hash(`${vehicleNo}:${round}:${i}`) % 32];
  return s;
}

function siteAllowed(): void {
  if (!(FIXED_CODE_SITE_TYPES as readonly string[]).includes(getSiteSettings().webType)) throw new BizError('当前站点类型不支持固定码', 403);
}

const rowOf = (v: VehicleIdentity, names: Map<string, string>): FixedCode => {
  const c = getCodes().get(v.vehicleNo);
  return { vehicleNo: v.vehicleNo, model: v.model, serviceAreaName: names.get(v.serviceAreaId) ?? '', ...(c ? { code: c.code, url: fixedCodeUrl(c.code), generatedAt: c.generatedAt } : {}) };
};

let rounds = 0;

export const fixedCodeHandlers = [
  route('get', P, { codes: CODES }, ({ query: q, caller }) => {
    siteAllowed();
    const allowed = allowedAreas(caller, idList(q.opAreaIds));
    const tests: Array<(v: VehicleIdentity) => boolean> = [(v) => allowed(v.serviceAreaId)];
    if (q.keyword) tests.push((v) => matches(q.keyword, v.vehicleNo, getCodes().get(v.vehicleNo)?.code));
    if (q.serviceAreaId) tests.push((v) => v.serviceAreaId === q.serviceAreaId);
    if (q.generated === 'yes') tests.push((v) => getCodes().has(v.vehicleNo));
    if (q.generated === 'no') tests.push((v) => !getCodes().has(v.vehicleNo));
    const page = pageOf(filterAll(getFleet(), tests), q);
    const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    return { rows: page.rows.map((v) => rowOf(v, names)), total: page.total };
  }),

  route('post', `${P}/generate`, { action: PRODUCTION_WRITES.fixedCodeGenerate }, ({ body, caller }) => {
    siteAllowed();
    const fleet = getFleet();
    const index = new Map(fleet.map((v) => [v.vehicleNo, v]));
    let nos: string[];
    if (Array.isArray(body.vehicleNos)) nos = [...new Set(body.vehicleNos.map(String))];
    else {
      const from = Number(body.from);
      const to = Number(body.to);
      if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new BizError('请输入正确的车辆编号范围');
      if (to - from + 1 > FIXED_CODE_MAX_BATCH) throw new BizError(`单次最多生成 ${FIXED_CODE_MAX_BATCH} 个二维码`);
      nos = [];
      for (let n = from; n <= to; n++) nos.push(String(n));
    }
    if (!nos.length) throw new BizError('请选择车辆');
    if (nos.length > FIXED_CODE_MAX_BATCH) throw new BizError(`单次最多生成 ${FIXED_CODE_MAX_BATCH} 个二维码`);
    const missing = nos.find((n) => !index.has(n));
    if (missing) throw new BizError(`车辆 ${missing} 不存在`);
    const regenerate = body.regenerate === true;
    rounds += 1;
    let generated = 0;
    const at = nowIso();
    for (const n of nos) {
      if (getCodes().has(n) && !regenerate) continue;
      getCodes().set(n, { code: codeFor(n, rounds), generatedAt: at });
      generated += 1;
    }
    logOperatorAction(caller.operator, `生成固定码 ${generated} 个`, '生产数据');
    return { generated };
  }),
];
