import { lazy } from './lazy';
import { epoch } from './store';
import { isoAt } from './time';
import { productionStaffName } from './staff';
import { VOICE_PACKS } from './factoryVehicles';
import { VOICE_EVENTS, type VoiceClip, type VoiceEvent, type VoicePack } from '@contract/production';

/** A short beep as a WAV data URL (8 kHz, 8-bit mono): the seeded packs' clips. */
export function beepWav(hz: number, ms = 250): string {
  const rate = 8000;
  const n = Math.round((rate * ms) / 1000);
  const bytes = new Uint8Array(44 + n);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + n, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, n, true);
  for (let i = 0; i < n; i++) bytes[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * hz * i) / rate));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(bin)}`;
}

/** The voice packs; the first holds every clip, the others some. */
export const getVoicePacks = lazy((): VoicePack[] =>
  VOICE_PACKS.map((name, i) => {
    const events = (Object.keys(VOICE_EVENTS) as VoiceEvent[]).slice(0, i === 0 ? 6 : 5 - i);
    const at = isoAt(epoch() - (60 - i * 10) * 86400000);
    const clips: Partial<Record<VoiceEvent, VoiceClip>> = {};
    events.forEach((e, j) => {
      const dataUrl = beepWav(440 + j * 110 + i * 40);
      clips[e] = {
        fileName: `${e}.wav`,
        mime: 'audio/wav',
        size: Math.round(((dataUrl.length - 22) * 3) / 4),
        dataUrl,
        uploadedAt: at,
      };
    });
    return {
      id: `VP${String(i + 1).padStart(3, '0')}`,
      name,
      clips,
      models: [],
      serviceAreaIds: i === 2 ? ['SA001'] : [],
      updatedAt: at,
      updatedBy: productionStaffName(),
    };
  }),
);
