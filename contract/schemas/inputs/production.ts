import { z } from 'zod';
import { PRODUCTION_WRITES as W } from '@contract/actions';
import { UPGRADE_TARGETS, VOICE_EVENTS } from '@contract/production';
import { PRODUCTION_INPUT_MSG as M } from '@contract/inputMessages';
import { exact, keyOf, optionalText, ref } from './fields';
import { inputFor, type Inputs } from './registry';

export const PRODUCTION_MISSING = {
  voicePack: '语音包不存在',
} as const;

/** An uploaded clip of a voice pack: its event, its file's name and its bytes as a data URL (type and size are the handler's). */
export const voiceClipBody = exact({
  id: ref,
  event: optionalText().pipe(keyOf(VOICE_EVENTS, M.voiceEvent)),
  fileName: optionalText(),
  dataUrl: optionalText().pipe(z.string().regex(/^data:([\w/.+-]+);base64,([A-Za-z0-9+/=]+)$/, M.voiceData)),
});
export type VoiceClipBody = z.output<typeof voiceClipBody>;

/** An upgrade task: a firmware (which must exist: the handler's) for chosen vehicles, a model or an area. */
export const upgradeTaskBody = exact({
  firmwareId: z.string('请选择固件版本'),
  targetKind: optionalText().pipe(keyOf(UPGRADE_TARGETS, M.upgradeTarget)),
  vehicleNos: z.unknown().optional(),
  serviceAreaId: z.unknown().optional(),
});
export type UpgradeTaskBody = z.output<typeof upgradeTaskBody>;

/** Production's writes. */
export const PRODUCTION_INPUTS: Inputs = [
  inputFor(W.voicePackClip, { body: voiceClipBody }),
  inputFor(W.upgradeTaskCreate, { body: upgradeTaskBody }),
];
