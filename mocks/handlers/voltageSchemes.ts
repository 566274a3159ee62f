/**
 * Voltage schemes (/production/voltage-scheme, code 06): pack voltage → battery percent.
 *   GET  /platform/production/voltage-scheme          keyword?, page, pageSize → { rows, total }
 *   POST /platform/production/voltage-scheme          { name, points: [{ voltage, percent }] }
 *   PUT  /platform/production/voltage-scheme          { id, name, points }
 *   POST /platform/production/voltage-scheme/assign   { id, models }  (a model moves from its former scheme)
 * A curve is refused when it is not monotonic, out of range or does not run from 0 % to 100 %.
 * The fleet's battery percent is its pack voltage read with its model's scheme: an edit or an
 * assignment reads the batteries of the models concerned again.
 */
import { getFactoryVehicles } from '../db/factoryVehicles';
import { logOperatorAction } from '../db/operatorLogs';
import { getVoltageSchemes } from '../db/voltageSchemes';
import { rereadBatteries } from '../db/vehicles';
import { matches, pageOf } from '../lib/paging';
import { TEXT_LIMITS, tooLong } from '@contract/validators';
import { BizError, route } from '../lib/route';
import { nowIso } from '../../src/shared/utils/clock';
import { assertCurrentVersion, touch } from '../lib/version';
import { schemeProblem, VEHICLE_MODELS, type VoltagePoint, type VoltageScheme } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { trimmed as text } from '../lib/text';

const copy = (s: VoltageScheme): VoltageScheme => ({
  ...s,
  models: [...s.models],
  points: s.points.map((p) => ({ ...p })),
});

function schemeOf(id: unknown): VoltageScheme {
  const s = getVoltageSchemes().find((x) => x.id === id);
  if (!s) throw new BizError('电压方案不存在', 404);
  return s;
}

function fields(b: Record<string, unknown>, self?: VoltageScheme): { name: string; points: VoltagePoint[] } {
  const name = text(b.name);
  if (!name) throw new BizError('请输入方案名称');
  if (tooLong(name, TEXT_LIMITS.schemeName)) throw new BizError(TEXT_LIMITS.schemeName.message);
  if (getVoltageSchemes().some((s) => s.name === name && s.id !== self?.id)) throw new BizError('方案名称已存在');
  if (!Array.isArray(b.points)) throw new BizError('至少需要 2 个点');
  const points = (b.points as Array<Record<string, unknown>>).map((p) => ({
    voltage: Number(p?.voltage),
    percent: Number(p?.percent),
  }));
  const problem = schemeProblem(points);
  if (problem) throw new BizError(problem);
  return { name, points: points.map((p) => ({ voltage: Math.round(p.voltage * 10) / 10, percent: p.percent })) };
}

export const voltageSchemeHandlers = [
  route(PRODUCTION_READS.voltageScheme, {}, ({ query }) => {
    const rows = getVoltageSchemes().filter((s) => matches(query.keyword, s.name, ...s.models));
    const page = pageOf(rows, query);
    return { rows: page.rows.map(copy), total: page.total };
  }),

  route(PRODUCTION_WRITES.voltageSchemeCreate, {}, ({ body, caller }) => {
    const list = getVoltageSchemes();
    const s: VoltageScheme = {
      id: `VS${String(list.length + 1).padStart(3, '0')}`,
      models: [],
      ...fields(body),
      updatedAt: nowIso(),
      updatedBy: caller.operator.name,
    };
    list.push(s);
    logOperatorAction(caller.operator, `新增电压方案 ${s.name}`, '生产数据');
    return copy(s);
  }),

  route(PRODUCTION_WRITES.voltageSchemeUpdate, {}, ({ body, caller }) => {
    const s = schemeOf(body.id);
    assertCurrentVersion(s, body, copy);
    const before = s.name;
    touch(Object.assign(s, fields(body, s), { updatedBy: caller.operator.name }));
    if (before !== s.name)
      for (const v of getFactoryVehicles())
        if (v.voltageScheme === before) touch(Object.assign(v, { voltageScheme: s.name }));
    // the fleet's battery percent is read from its voltage with the new curve
    rereadBatteries(s.models);
    logOperatorAction(caller.operator, `编辑电压方案 ${s.name}`, '生产数据');
    return copy(s);
  }),

  route(PRODUCTION_WRITES.voltageSchemeAssign, {}, ({ body, caller }) => {
    const s = schemeOf(body.id);
    // the models chosen replace the scheme's (and leave other schemes): made on the current version
    assertCurrentVersion(s, body, copy);
    const models = Array.isArray(body.models) ? [...new Set(body.models.map(text))] : [];
    const unknown = models.find((m) => !(VEHICLE_MODELS as readonly string[]).includes(m));
    if (unknown !== undefined) throw new BizError(`未知车型「${unknown}」`);
    for (const other of getVoltageSchemes())
      if (other !== s && other.models.some((m) => models.includes(m)))
        touch(Object.assign(other, { models: other.models.filter((m) => !models.includes(m)) }));
    touch(Object.assign(s, { models, updatedBy: caller.operator.name }));
    for (const v of getFactoryVehicles())
      if (models.includes(v.model) && v.voltageScheme !== s.name) touch(Object.assign(v, { voltageScheme: s.name }));
    rereadBatteries(models);
    logOperatorAction(caller.operator, `电压方案 ${s.name} 分配车型：${models.join('、') || '无'}`, '生产数据');
    return copy(s);
  }),
];
