/**
 * Production data (screens and routes Production /production, code 06; factory vehicles are their own entity, bound to a fleet vehicle number).
 *
 * Factory vehicles:
 *   GET  /platform/production/vehicle          keyword?, model?, batch?, bound? (bound|unbound), producedAt? (a~b), page, pageSize, sortField? → { rows, total }
 *   GET  /platform/production/vehicle/detail   imei → vehicle
 *   PUT  /platform/production/vehicle          { imei, frameNo, model, batch, firmware, voltageScheme, voicePack }
 *   POST /platform/production/vehicle/bind     { imei, vehicleNo }  (refused when the number is taken)
 *   POST /platform/production/vehicle/unbind   { imei }
 *   GET  /platform/production/options          → { models, firmwares, voltageSchemes, voicePacks }
 *
 * Excel import (the rows of the sheet, as the browser read them; checked again here):
 *   POST /platform/production/import/check     { rows } → { problems: [{ row, column, reason }] }
 *   POST /platform/production/import/stage     { uploadId?, rows } → { uploadId, staged, problems }  (nothing is imported
 *                                              yet; each chunk is checked with the rows staged before it)
 *   POST /platform/production/import/discard   { uploadId }  (drops a staged upload)
 *   POST /platform/production/import/commit    { uploadId, fileName, refused } → import record; every staged row
 *                                              is checked again: one refused row imports nothing
 *   GET  /platform/production/import/history   page, pageSize → { rows, total } (newest first)
 */
import {
  boundIndex,
  factoryIndex,
  FIRMWARES,
  fleetImeis,
  getFactoryVehicles,
  getImports,
  getStagedImports,
} from '../db/factoryVehicles';
import { fleetIndex } from '../db/fleet';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { getVoltageSchemes } from '../db/voltageSchemes';
import { getVoicePacks } from '../db/voicePacks';
import { getFirmwares } from '../db/upgrades';
import { filterAll, inDateRange, matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { nowIso } from '../../src/shared/utils/clock';
import { assertCurrentVersion, touch } from '../lib/version';
import { sequence } from '../db/lazy';
import {
  checkImportRows,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  isVehicleNo,
  PRODUCTION_MSG,
  VEHICLE_MODELS,
  type FactoryVehicle,
  type ImportContext,
  type ImportRecord,
  type ImportRow,
  type RowProblem,
} from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { NOTE_RULES } from '@contract/validators';
import { optionalNote } from '../lib/text';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

const areaNames = () => new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));

function rowOf(v: FactoryVehicle, names = areaNames()): FactoryVehicle {
  return { ...v, serviceAreaName: v.serviceAreaId ? names.get(v.serviceAreaId) : undefined };
}

function vehicleOf(imei: unknown): FactoryVehicle {
  const v = factoryIndex().get(text(imei));
  if (!v) throw new BizError(PRODUCTION_MSG.vehicleMissing, 404);
  return v;
}

/** The number is held by another vehicle than `imei` (a factory vehicle, or a fleet vehicle of another IMEI). */
export function vehicleNoTaken(vehicleNo: string, imei: string): boolean {
  const bound = boundIndex().get(vehicleNo);
  if (bound && bound.imei !== imei) return true;
  const fleet = fleetIndex().get(vehicleNo);
  return !!fleet && fleet.imei !== imei;
}

/** What the backend knows when it checks an import. */
export function importContext(): ImportContext {
  return {
    areas: new Map(getDb().serviceAreas.map((a) => [a.name, a.id])),
    imeiTaken: (imei) => factoryIndex().has(imei) || fleetImeis().has(imei),
    vehicleNoTaken,
  };
}

/** The rows of a request, as the check reads them (anything else becomes blank text). */
function rowsOf(v: unknown): ImportRow[] {
  if (!Array.isArray(v)) throw new BizError('请上传表格数据');
  if (v.length > IMPORT_MAX_ROWS) throw new BizError(PRODUCTION_MSG.tooManyRows);
  return v.map((x: unknown, i) => {
    const o = (x ?? {}) as Record<string, unknown>;
    const r = { row: Number.isInteger(o.row) ? (o.row as number) : i + 2 } as ImportRow;
    for (const c of IMPORT_COLUMNS) r[c.key] = text(o[c.key]);
    return r;
  });
}

/** Firmware versions (of one model), newest first. */
const firmwareVersions = (model?: string): string[] => [
  ...new Set(
    getFirmwares()
      .filter((f) => !model || f.model === model)
      .map((f) => f.version),
  ),
];

/** The scheme assigned to a model (the first scheme when none is). */
const schemeFor = (model: string): string => {
  const all = getVoltageSchemes();
  return (all.find((s) => s.models.includes(model)) ?? all[0])?.name ?? '';
};

/** Imports checked rows: they join the factory vehicles (newest first) and bind their numbers. */
export function importRows(rows: readonly ImportRow[], importId: string, ctx = importContext()): void {
  const at = nowIso();
  const added: FactoryVehicle[] = rows.map((r) => ({
    imei: r.imei,
    frameNo: r.frameNo.toUpperCase(),
    model: r.model,
    batch: r.batch,
    producedAt: at,
    vehicleNo: r.vehicleNo || undefined,
    serviceAreaId: r.serviceArea ? ctx.areas.get(r.serviceArea) : undefined,
    firmware: FIRMWARES[FIRMWARES.length - 1],
    voltageScheme: schemeFor(r.model),
    voicePack: getVoicePacks()[0]?.name ?? '',
    importId,
    updatedAt: at,
  }));
  getFactoryVehicles().unshift(...added);
  for (const v of added) {
    factoryIndex().set(v.imei, v);
    if (v.vehicleNo) boundIndex().set(v.vehicleNo, v);
  }
}

const problemsOf = (v: unknown): RowProblem[] =>
  Array.isArray(v)
    ? v.slice(0, IMPORT_MAX_ROWS).map((p: Record<string, unknown>) => ({
        row: Number(p?.row) || 0,
        column: text(p?.column),
        reason: text(p?.reason),
      }))
    : [];

/** Upload numbers, from the world's own sequence (a replayed journal makes the same ones). */
const nextUpload = sequence();

export const productionHandlers = [
  route(PRODUCTION_READS.vehicle, {}, ({ query: q }) => {
    const tests: Array<(v: FactoryVehicle) => boolean> = [];
    if (q.keyword) tests.push((v) => matches(q.keyword, v.imei, v.frameNo, v.vehicleNo));
    if (q.model) tests.push((v) => v.model === q.model);
    if (q.batch) tests.push((v) => matches(q.batch, v.batch));
    if (q.bound === 'bound') tests.push((v) => !!v.vehicleNo);
    if (q.bound === 'unbound') tests.push((v) => !v.vehicleNo);
    if (q.producedAt) tests.push((v) => inDateRange(v.producedAt, q.producedAt));
    const page = pageOf(filterAll(getFactoryVehicles(), tests), q, {
      producedAt: (v) => v.producedAt,
      imei: (v) => v.imei,
      vehicleNo: (v) => v.vehicleNo,
    });
    const names = areaNames();
    return { rows: page.rows.map((v) => rowOf(v, names)), total: page.total };
  }),

  route(PRODUCTION_READS.vehicleDetail, {}, ({ query }) => rowOf(vehicleOf(query.imei))),

  route(PRODUCTION_WRITES.vehicleUpdate, {}, ({ body, caller }) => {
    const v = vehicleOf(body.imei);
    assertCurrentVersion(v, body, rowOf);
    const frameNo = text(body.frameNo).toUpperCase();
    if (!/^[A-Z0-9]{6,20}$/.test(frameNo)) throw new BizError(PRODUCTION_MSG.frameNo);
    if (getFactoryVehicles().some((x) => x.frameNo === frameNo && x.imei !== v.imei))
      throw new BizError('车架号已被其他车辆使用');
    const model = text(body.model);
    if (!(VEHICLE_MODELS as readonly string[]).includes(model))
      throw new BizError(`${PRODUCTION_MSG.model}「${model}」`);
    const batch = text(body.batch);
    if (!batch) throw new BizError(PRODUCTION_MSG.batchRequired);
    if (batch.length > 20) throw new BizError(PRODUCTION_MSG.batch);
    const pick = (x: unknown, list: string[], msg: string) => {
      if (!list.includes(text(x))) throw new BizError(msg);
      return text(x);
    };
    Object.assign(v, {
      frameNo,
      model,
      batch,
      firmware: pick(body.firmware, firmwareVersions(model), '请选择固件版本'),
      voltageScheme: pick(
        body.voltageScheme,
        getVoltageSchemes().map((s) => s.name),
        '请选择电压方案',
      ),
      voicePack: pick(
        body.voicePack,
        getVoicePacks().map((p) => p.name),
        '请选择语音包',
      ),
    });
    touch(v);
    logOperatorAction(caller.operator, `编辑出厂车辆 ${v.imei}`, '生产数据');
    return rowOf(v);
  }),

  route(PRODUCTION_WRITES.vehicleBind, {}, ({ body, caller }) => {
    const v = vehicleOf(body.imei);
    const no = text(body.vehicleNo);
    if (!isVehicleNo(no)) throw new BizError(PRODUCTION_MSG.vehicleNo);
    if (vehicleNoTaken(no, v.imei)) throw new BizError(`车辆编号 ${no} 已被其他车辆占用`);
    if (v.vehicleNo) boundIndex().delete(v.vehicleNo);
    v.vehicleNo = no;
    touch(v);
    boundIndex().set(no, v);
    logOperatorAction(caller.operator, `绑定车辆编号 ${no} 到 IMEI ${v.imei}`, '生产数据');
    return rowOf(v);
  }),

  route(PRODUCTION_WRITES.vehicleUnbind, {}, ({ body, caller }) => {
    const v = vehicleOf(body.imei);
    if (!v.vehicleNo) throw new BizError('该车辆未绑定车辆编号');
    logOperatorAction(caller.operator, `解绑车辆编号 ${v.vehicleNo}（IMEI ${v.imei}）`, '生产数据');
    boundIndex().delete(v.vehicleNo);
    v.vehicleNo = undefined;
    touch(v);
    return rowOf(v);
  }),

  route(PRODUCTION_READS.options, {}, () => ({
    models: [...VEHICLE_MODELS],
    firmwares: firmwareVersions(),
    voltageSchemes: getVoltageSchemes().map((s) => s.name),
    voicePacks: getVoicePacks().map((p) => p.name),
  })),

  route(PRODUCTION_WRITES.importCheck, {}, ({ body }) => ({
    problems: checkImportRows(rowsOf(body.rows), importContext()).problems,
  })),

  route(PRODUCTION_WRITES.importStage, {}, ({ body, caller }) => {
    const staged = getStagedImports();
    const rows = rowsOf(body.rows);
    let id = text(body.uploadId);
    if (!id) {
      id = `UP${String(nextUpload()).padStart(4, '0')}`;
      staged.set(id, { owner: caller.operator.opManId, rows: [] });
    }
    const up = staged.get(id);
    if (!up || up.owner !== caller.operator.opManId) throw new BizError('上传已失效，请重新导入', 404);
    if (up.rows.length + rows.length > IMPORT_MAX_ROWS) throw new BizError(PRODUCTION_MSG.tooManyRows);
    const before = up.rows.length;
    up.rows.push(...rows);
    // the chunk against what the backend knows and the rows staged before it (repeats in the file)
    const chunkRows = new Set(rows.map((r) => r.row));
    const problems = before
      ? checkImportRows(up.rows as ImportRow[], importContext()).problems.filter((p) => chunkRows.has(p.row))
      : checkImportRows(rows, importContext()).problems;
    return { uploadId: id, staged: up.rows.length, problems };
  }),

  route(PRODUCTION_WRITES.importDiscard, {}, ({ body, caller }) => {
    const id = text(body.uploadId);
    if (!id) throw new BizError('缺少上传编号');
    // an upload already gone (committed, expired) leaves nothing to drop: answered as dropped
    const staged = getStagedImports();
    if (staged.get(id)?.owner === caller.operator.opManId) staged.delete(id);
    return null;
  }),

  route(PRODUCTION_WRITES.importCommit, {}, ({ body, caller }) => {
    const staged = getStagedImports();
    const id = text(body.uploadId);
    const up = staged.get(id);
    if (!up || up.owner !== caller.operator.opManId) throw new BizError('上传已失效，请重新导入', 404);
    // a name refused keeps the upload: it may be committed again under a shorter one
    const fileName = optionalNote(body.fileName, NOTE_RULES.importFileName) || '未命名文件';
    staged.delete(id);
    const rows = up.rows as ImportRow[];
    if (!rows.length) throw new BizError(PRODUCTION_MSG.noValidRows);
    const ctx = importContext();
    const { problems } = checkImportRows(rows, ctx);
    if (problems.length) {
      const p = problems[0];
      throw new BizError(
        `第 ${p.row} 行「${p.column}」${p.reason}，共 ${problems.length} 行未通过校验，未导入任何数据`,
      );
    }
    const refused = problemsOf(body.refused);
    const record: ImportRecord = {
      id: `IM${String(getImports().length + 1).padStart(4, '0')}`,
      fileName,
      operator: caller.operator.name,
      at: nowIso(),
      imported: rows.length,
      refused: new Set(refused.map((p) => p.row)).size,
      problems: refused,
    };
    importRows(rows, record.id, ctx);
    getImports().unshift(record);
    logOperatorAction(caller.operator, `导入出厂车辆 ${rows.length} 辆（${fileName}）`, '生产数据');
    return record;
  }),

  route(PRODUCTION_READS.importHistory, {}, ({ query }) => pageOf(getImports(), query)),
];
