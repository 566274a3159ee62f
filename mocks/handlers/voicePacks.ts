/**
 * Voice packs (/production/voice-customization, code 06): what vehicles say, by event.
 *   GET  /platform/production/voice-pack           keyword?, page, pageSize → { rows, total }
 *   POST /platform/production/voice-pack           { name }
 *   PUT  /platform/production/voice-pack           { id, name }
 *   POST /platform/production/voice-pack/clip      { id, event, fileName, dataUrl }  (mp3 or wav, ≤ 1 MB)
 *   POST /platform/production/voice-pack/assign    { id, models, serviceAreaIds }
 */
import { getFactoryVehicles } from '../db/factoryVehicles';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { getVoicePacks } from '../db/voicePacks';
import { matches, pageOf } from '../lib/paging';
import { TEXT_LIMITS, tooLong } from '@contract/validators';
import { BizError, route } from '../lib/route';
import { nowIso } from '../../src/shared/utils/clock';
import { assertCurrentVersion, touch } from '../lib/version';
import { VEHICLE_MODELS, VOICE_EVENTS, VOICE_MIMES, voiceFileProblem, type VoicePack } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { PRODUCTION_MISSING, type VoiceClipBody } from '@contract/schemas/inputs/production';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { trimmed as text } from '../lib/text';

function packOf(id: unknown): VoicePack {
  const p = getVoicePacks().find((x) => x.id === id);
  if (!p) throw new BizError(PRODUCTION_MISSING.voicePack, 404);
  return p;
}

function nameOf(v: unknown, self?: VoicePack): string {
  const name = text(v);
  if (!name) throw new BizError('请输入语音包名称');
  if (tooLong(name, TEXT_LIMITS.voicePackName)) throw new BizError(TEXT_LIMITS.voicePackName.message);
  if (getVoicePacks().some((p) => p.name === name && p.id !== self?.id)) throw new BizError('语音包名称已存在');
  return name;
}

const rowOf = (p: VoicePack): VoicePack => {
  const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
  return {
    ...p,
    clips: { ...p.clips },
    models: [...p.models],
    serviceAreaIds: [...p.serviceAreaIds],
    serviceAreaNames: p.serviceAreaIds.map((id) => names.get(id) ?? id),
  };
};

export const voicePackHandlers = [
  route(PRODUCTION_READS.voicePack, {}, ({ query }) => {
    const page = pageOf(
      getVoicePacks().filter((p) => matches(query.keyword, p.name)),
      query,
    );
    return { rows: page.rows.map(rowOf), total: page.total };
  }),

  route(PRODUCTION_WRITES.voicePackCreate, {}, ({ body, caller }) => {
    const list = getVoicePacks();
    const p: VoicePack = {
      id: `VP${String(list.length + 1).padStart(3, '0')}`,
      name: nameOf(body.name),
      clips: {},
      models: [],
      serviceAreaIds: [],
      updatedAt: nowIso(),
      updatedBy: caller.operator.name,
    };
    list.push(p);
    logOperatorAction(caller.operator, `新增语音包 ${p.name}`, '生产数据');
    return rowOf(p);
  }),

  route(PRODUCTION_WRITES.voicePackUpdate, {}, ({ body, caller }) => {
    const p = packOf(body.id);
    assertCurrentVersion(p, body, rowOf);
    const before = p.name;
    p.name = nameOf(body.name, p);
    if (before !== p.name) {
      for (const v of getFactoryVehicles()) if (v.voicePack === before) touch(Object.assign(v, { voicePack: p.name }));
    }
    touch(Object.assign(p, { updatedBy: caller.operator.name }));
    logOperatorAction(caller.operator, `编辑语音包 ${p.name}`, '生产数据');
    return rowOf(p);
  }),

  route<VoiceClipBody>(PRODUCTION_WRITES.voicePackClip, {}, ({ body, caller }) => {
    const p = packOf(body.id);
    const { event, fileName, dataUrl } = body;
    const m = /^data:([\w/.+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl)!;
    const size = Math.floor((m[2].length * 3) / 4) - (m[2].endsWith('==') ? 2 : m[2].endsWith('=') ? 1 : 0);
    const problem = voiceFileProblem(fileName, size);
    if (problem) throw new BizError(problem);
    const ext = fileName.toLowerCase().split('.').pop()!;
    const mime = VOICE_MIMES[ext];
    if (m[1] !== mime && !(ext === 'wav' && m[1] === 'audio/x-wav')) throw new BizError('音频须为 mp3 或 wav 格式');
    p.clips[event] = { fileName, mime, size, dataUrl: `data:${mime};base64,${m[2]}`, uploadedAt: nowIso() };
    touch(Object.assign(p, { updatedBy: caller.operator.name }));
    logOperatorAction(caller.operator, `上传语音 ${p.name} / ${VOICE_EVENTS[event]}`, '生产数据');
    return rowOf(p);
  }),

  route(PRODUCTION_WRITES.voicePackAssign, {}, ({ body, caller }) => {
    const p = packOf(body.id);
    // the models and areas chosen replace the pack's (and leave other packs): made on the current version
    assertCurrentVersion(p, body, rowOf);
    const models = Array.isArray(body.models) ? [...new Set(body.models.map(text))] : [];
    const unknown = models.find((m) => !(VEHICLE_MODELS as readonly string[]).includes(m));
    if (unknown !== undefined) throw new BizError(`未知车型「${unknown}」`);
    const areas = Array.isArray(body.serviceAreaIds) ? [...new Set(body.serviceAreaIds.map(text))] : [];
    const known = new Set(getDb().serviceAreas.map((a) => a.id));
    if (areas.some((a) => !known.has(a))) throw new BizError('服务区不存在');
    if (models.length && Object.keys(p.clips).length < Object.keys(VOICE_EVENTS).length)
      throw new BizError('语音包缺少语音，补齐全部事件后才能分配给车型');
    for (const other of getVoicePacks()) {
      if (other === p) continue;
      const kept = {
        models: other.models.filter((m) => !models.includes(m)),
        serviceAreaIds: other.serviceAreaIds.filter((a) => !areas.includes(a)),
      };
      if (kept.models.length !== other.models.length || kept.serviceAreaIds.length !== other.serviceAreaIds.length)
        touch(Object.assign(other, kept));
    }
    touch(Object.assign(p, { models, serviceAreaIds: areas, updatedBy: caller.operator.name }));
    for (const v of getFactoryVehicles())
      if (models.includes(v.model) && v.voicePack !== p.name) touch(Object.assign(v, { voicePack: p.name }));
    logOperatorAction(caller.operator, `分配语音包 ${p.name}`, '生产数据');
    return rowOf(p);
  }),
];
