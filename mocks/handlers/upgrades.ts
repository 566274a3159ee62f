/**
 * Firmware and upgrade tasks (/production/device-upgrade, code 06).
 *   GET  /platform/production/firmware                    model?, page, pageSize → { rows, total }
 *   POST /platform/production/firmware                    { version, model, checksum, fileName, size, notes? }
 *   GET  /platform/production/upgrade-task                page, pageSize → { rows, total } (counts and progress now)
 *   GET  /platform/production/upgrade-task/devices        id, state?, keyword?, page, pageSize → { rows, total }
 *   POST /platform/production/upgrade-task                { firmwareId, targetKind: vehicles|model|area, vehicleNos?, serviceAreaId? }
 *   POST /platform/production/upgrade-task/retry          { id }  (the failed devices start again)
 *   POST /platform/production/upgrade-task/cancel         { id }  (the devices not started yet are cancelled)
 * Devices download over time (mocks/db/upgrades.ts); a success sets the vehicle's firmware.
 */
import { byVehicleNo, getFleet } from '../db/fleet';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import {
  applySuccess,
  deviceAt,
  getFirmwares,
  getUpgradeTasks,
  makeDevices,
  planRun,
  type StoredTask,
} from '../db/upgrades';
import { matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { now, nowIso } from '../../src/shared/utils/clock';
import {
  DEVICE_STATES,
  firmwareProblem,
  type DeviceState,
  type UpgradeCounts,
  type UpgradeDevice,
  type UpgradeTask,
} from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import type { UpgradeTaskBody } from '@contract/schemas/inputs/production';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { NOTE_RULES } from '@contract/validators';
import { optionalNote, trimmed as text } from '../lib/text';

const MAX_DEVICES = 2000;

function taskOf(id: unknown): StoredTask {
  const t = getUpgradeTasks().find((x) => x.id === id);
  if (!t) throw new BizError('升级任务不存在', 404);
  return t;
}

/** The devices now; successes are written to the fleet once. */
function devicesNow(t: StoredTask): UpgradeDevice[] {
  const at = now();
  return t.devices.map((d) => {
    const s = deviceAt(d, at);
    if (s.state === 'success') applySuccess(t, d);
    return s;
  });
}

function taskRow(t: StoredTask): UpgradeTask {
  const devices = devicesNow(t);
  const counts = Object.fromEntries(Object.keys(DEVICE_STATES).map((k) => [k, 0])) as UpgradeCounts;
  for (const d of devices) counts[d.state] += 1;
  const open = counts.pending + counts.downloading;
  const total = devices.length;
  return {
    id: t.id,
    firmwareId: t.firmwareId,
    version: t.version,
    model: t.model,
    targetKind: t.targetKind,
    targetText: t.targetText,
    total,
    counts,
    progress: total ? Math.floor(((total - open) / total) * 100) : 100,
    status: open ? 'running' : t.cancelledAt ? 'cancelled' : 'finished',
    createdAt: t.createdAt,
    createdBy: t.createdBy,
  };
}

export const upgradeHandlers = [
  route(PRODUCTION_READS.firmware, {}, ({ query }) =>
    pageOf(
      getFirmwares().filter((f) => !query.model || f.model === query.model),
      query,
    ),
  ),

  route(PRODUCTION_WRITES.firmwareUpload, {}, ({ body, caller }) => {
    const input = {
      version: text(body.version),
      model: text(body.model),
      checksum: text(body.checksum).toLowerCase(),
      fileName: text(body.fileName),
      size: Number(body.size),
      notes: optionalNote(body.notes, NOTE_RULES.firmwareNotes),
    };
    const problem = firmwareProblem(input);
    if (problem) throw new BizError(problem);
    const list = getFirmwares();
    if (list.some((f) => f.model === input.model && f.version === input.version))
      throw new BizError(`${input.model} 已有固件 ${input.version}`);
    const f = {
      id: `FW${String(list.length + 1).padStart(3, '0')}`,
      ...input,
      uploadedAt: nowIso(),
      uploadedBy: caller.operator.name,
    };
    list.unshift(f);
    logOperatorAction(caller.operator, `上传固件 ${f.model} ${f.version}`, '生产数据');
    return f;
  }),

  route(PRODUCTION_READS.upgradeTask, {}, ({ query }) => {
    const page = pageOf(getUpgradeTasks(), query);
    return { rows: page.rows.map(taskRow), total: page.total };
  }),

  route(PRODUCTION_READS.upgradeTaskDevices, {}, ({ query }) => {
    const t = taskOf(query.id);
    const rows = devicesNow(t).filter(
      (d) => (!query.state || d.state === query.state) && matches(query.keyword, d.vehicleNo, d.imei),
    );
    return pageOf(rows, query);
  }),

  route<UpgradeTaskBody>(PRODUCTION_WRITES.upgradeTaskCreate, {}, ({ body, caller }) => {
    const fw = getFirmwares().find((f) => f.id === body.firmwareId);
    if (!fw) throw new BizError('请选择固件版本');
    const kind = body.targetKind;
    const fleet = getFleet();
    let nos: string[];
    let targetText: string;
    if (kind === 'vehicles') {
      const asked = Array.isArray(body.vehicleNos) ? [...new Set(body.vehicleNos.map(text).filter(Boolean))] : [];
      if (!asked.length) throw new BizError('请输入车辆编号');
      const byNo = byVehicleNo(fleet);
      const unknown = asked.find((n) => !byNo.has(n));
      if (unknown) throw new BizError(`车辆 ${unknown} 不存在`);
      const other = asked.find((n) => byNo.get(n)!.model !== fw.model);
      if (other) throw new BizError(`车辆 ${other} 不是 ${fw.model}，不能升级该固件`);
      nos = asked;
      targetText = `${nos.length} 辆车`;
    } else if (kind === 'model') {
      nos = fleet.filter((v) => v.model === fw.model).map((v) => v.vehicleNo);
      targetText = `全部 ${fw.model}`;
    } else {
      const area = getDb().serviceAreas.find((a) => a.id === body.serviceAreaId);
      if (!area) throw new BizError('服务区不存在');
      nos = fleet.filter((v) => v.model === fw.model && v.serviceAreaId === area.id).map((v) => v.vehicleNo);
      targetText = `${area.name} 的 ${fw.model}`;
    }
    if (!nos.length) throw new BizError('没有符合条件的车辆');
    if (nos.length > MAX_DEVICES) throw new BizError(`单个任务最多 ${MAX_DEVICES} 辆车`);
    const tasks = getUpgradeTasks();
    const id = `UT${String(tasks.length + 1).padStart(3, '0')}`;
    const t: StoredTask = {
      id,
      firmwareId: fw.id,
      version: fw.version,
      model: fw.model,
      targetKind: kind,
      targetText,
      createdAt: nowIso(),
      createdBy: caller.operator.name,
      devices: makeDevices(id, nos, now()),
      applied: new Set(),
    };
    tasks.unshift(t);
    logOperatorAction(caller.operator, `新建升级任务 ${id}（${fw.model} ${fw.version}，${nos.length} 辆）`, '生产数据');
    return taskRow(t);
  }),

  route(PRODUCTION_WRITES.upgradeTaskRetry, {}, ({ body, caller }) => {
    const t = taskOf(body.id);
    const at = now();
    const failed = t.devices.filter((d) => deviceAt(d, at).state === 'failed');
    if (!failed.length) throw new BizError('没有失败的设备');
    failed.forEach((d, i) =>
      Object.assign(d, { attempts: d.attempts + 1, ...planRun(t.id, d.vehicleNo, i, d.attempts + 1, at) }),
    );
    logOperatorAction(caller.operator, `重试升级任务 ${t.id} 的 ${failed.length} 台设备`, '生产数据');
    return taskRow(t);
  }),

  route(PRODUCTION_WRITES.upgradeTaskCancel, {}, ({ body, caller }) => {
    const t = taskOf(body.id);
    const at = now();
    const pending = t.devices.filter((d) => (deviceAt(d, at).state as DeviceState) === 'pending');
    if (!pending.length) throw new BizError('没有待升级的设备');
    for (const d of pending) d.cancelled = true; // only devices not started: a started one finishes
    t.cancelledAt = nowIso();
    logOperatorAction(caller.operator, `取消升级任务 ${t.id} 的 ${pending.length} 台待升级设备`, '生产数据');
    return taskRow(t);
  }),
];
