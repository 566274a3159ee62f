/**
 * Fixed QR codes (/production/fixedCode, code 06; only the site types campus and fixedCode):
 *   GET  /platform/production/fixed-code            keyword?, generated? (yes|no), serviceAreaId?, opAreaIds?, page, pageSize → { rows, total }
 *   POST /platform/production/fixed-code/generate   { vehicleNos } (≤ 500; a vehicle with a code keeps it unless regenerate) → { generated }
 *        or { from, to } (a range of vehicle numbers)
 */
import { byVehicleNo, getFleet } from '../db/fleet';
import { lazy } from '../db/lazy';
import { logOperatorAction } from '../db/operatorLogs';
import { getSiteSettings } from '../db/config';
import { getDb, worldSeed } from '../db/store';
import { createRng } from '../lib/rng';
import { seededCode, uniqueCode } from '../lib/uniqueCode';
import { filterAll, matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { allowedAreas, idList } from '../lib/scope';
import { nowIso } from '../../src/shared/utils/clock';
import { FIXED_CODE_MAX_BATCH, FIXED_CODE_SITE_TYPES, fixedCodeUrl, type FixedCode } from '@contract/production';
import type { VehicleIdentity } from '@contract/vehicles';
import { PRODUCTION_WRITES } from '@contract/actions';
import { PRODUCTION_READS } from '@contract/endpoints/production';

const PREFIX = 'FC';

interface Codes {
  /** vehicle number → its code and when it was made */
  byVehicle: Map<string, { code: string; generatedAt: string }>;
  /** every code carried or ever given out (a replaced code is not given to another vehicle) */
  issued: Set<string>;
}

/** Codes generated so far (the first 200 vehicles have theirs from the seed, each its own). */
const getCodes = lazy((): Codes => {
  const rng = createRng(worldSeed() + 60);
  const byVehicle = new Map<string, { code: string; generatedAt: string }>();
  const issued = new Set<string>();
  for (const v of getFleet().slice(0, 200)) {
    const code = seededCode(rng, (c) => issued.has(c), PREFIX);
    issued.add(code);
    byVehicle.set(v.vehicleNo, { code, generatedAt: v.launchedAt });
  }
  return { byVehicle, issued };
});

function siteAllowed(): void {
  if (!(FIXED_CODE_SITE_TYPES as readonly string[]).includes(getSiteSettings().webType))
    throw new BizError('当前站点类型不支持固定码', 403);
}

const rowOf = (v: VehicleIdentity, names: Map<string, string>): FixedCode => {
  const c = getCodes().byVehicle.get(v.vehicleNo);
  return {
    vehicleNo: v.vehicleNo,
    model: v.model,
    serviceAreaName: names.get(v.serviceAreaId) ?? '',
    ...(c ? { code: c.code, url: fixedCodeUrl(c.code), generatedAt: c.generatedAt } : {}),
  };
};

export const fixedCodeHandlers = [
  route(PRODUCTION_READS.fixedCode, {}, ({ query: q, caller }) => {
    siteAllowed();
    const allowed = allowedAreas(caller, idList(q.opAreaIds));
    const tests: Array<(v: VehicleIdentity) => boolean> = [(v) => allowed(v.serviceAreaId)];
    if (q.keyword) tests.push((v) => matches(q.keyword, v.vehicleNo, getCodes().byVehicle.get(v.vehicleNo)?.code));
    if (q.serviceAreaId) tests.push((v) => v.serviceAreaId === q.serviceAreaId);
    if (q.generated === 'yes') tests.push((v) => getCodes().byVehicle.has(v.vehicleNo));
    if (q.generated === 'no') tests.push((v) => !getCodes().byVehicle.has(v.vehicleNo));
    const page = pageOf(filterAll(getFleet(), tests), q);
    const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    return { rows: page.rows.map((v) => rowOf(v, names)), total: page.total };
  }),

  route(PRODUCTION_WRITES.fixedCodeGenerate, {}, ({ body, caller }) => {
    siteAllowed();
    const fleet = getFleet();
    const index = byVehicleNo(fleet);
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
    let generated = 0;
    const at = nowIso();
    const { byVehicle, issued } = getCodes();
    for (const n of nos) {
      if (byVehicle.has(n) && !regenerate) continue;
      const code = uniqueCode({ prefix: PREFIX, taken: (c) => issued.has(c) });
      issued.add(code);
      byVehicle.set(n, { code, generatedAt: at });
      generated += 1;
    }
    logOperatorAction(caller.operator, `生成固定码 ${generated} 个`, '生产数据');
    return { generated };
  }),
];
