/**
 * /production/voice-customization (06): packs listed with how many clips they hold; a
 * wav uploaded for an event is sent and plays in the page; a file of another type or
 * over 1 MB is refused with the reason and nothing is sent; an incomplete pack cannot
 * be assigned to a model (the backend's reason shown); a complete one can.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VoicePackPage from '@/features/production/pages/VoicePackPage';
import { getVoicePacks } from '@mocks/db/voicePacks';
import { setupBackend } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const PAGE = '/production/voice-customization';
const WAV = new Uint8Array([82, 73, 70, 70, 36, 0, 0, 0, 87, 65, 86, 69]);

async function openClips(user: ReturnType<typeof renderPage>['user'], id: string) {
  await user.click(within(rowOf(id)).getByRole('button', { name: btn('管理语音') }));
  return dialog('语音管理');
}
const uploadInput = (drawer: HTMLElement, event: string) =>
  within(drawer)
    .getByRole('button', { name: `上传 ${event}` })
    .closest('.ant-upload')!
    .querySelector<HTMLInputElement>('input[type=file]')!;

describe(PAGE, SLOW, () => {
  it('a wav uploaded for an event is sent and plays in the page', async () => {
    const { user, seen } = await openPage(VoicePackPage, PAGE, { capture: '/platform/production/voice-pack/clip' });
    expect(await waitForRows(3)).toEqual(['VP001', 'VP002', 'VP003']);
    expect(within(rowOf('VP003')).getByText('3/6 段')).toBeInTheDocument();
    const d = await openClips(user, 'VP003');
    expect(within(d).getAllByText('未上传')).toHaveLength(3);
    fireEvent.change(uploadInput(d, '禁停区域'), {
      target: { files: [new File([WAV], 'parking.wav', { type: 'audio/wav' })] },
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toMatchObject({ id: 'VP003', event: 'no_parking', fileName: 'parking.wav' });
    const audio = await within(d).findByLabelText('试听 禁停区域');
    expect(audio.getAttribute('src')).toMatch(/^data:audio\/wav;base64,UklGR/);
    expect(getVoicePacks()[2].clips.no_parking?.fileName).toBe('parking.wav');
  });

  it('a file of another type or over 1 MB is refused with the reason and nothing is sent', async () => {
    const { user, seen } = await openPage(VoicePackPage, PAGE, { capture: '/platform/production/voice-pack/clip' });
    await waitForRows(3);
    const d = await openClips(user, 'VP001');
    fireEvent.change(uploadInput(d, '开锁成功'), {
      target: { files: [new File(['x'], 'unlock.ogg', { type: 'audio/ogg' })] },
    });
    expect(await screen.findByText('unlock.ogg：音频须为 mp3 或 wav 格式')).toBeInTheDocument();
    const big = new File([WAV], 'big.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 });
    fireEvent.change(uploadInput(d, '开锁成功'), { target: { files: [big] } });
    expect(await screen.findByText('big.mp3：音频不能超过 1 MB')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('an incomplete pack cannot be assigned to a model; a complete one can', async () => {
    const { user } = await openPage(VoicePackPage, PAGE);
    await waitForRows(3);
    await user.click(within(rowOf('VP002')).getByRole('button', { name: btn('分配') }));
    let d = await dialog('分配语音包：标准男声');
    await choose(user, '适用车型', 'XQ-E5 标准版', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('语音包缺少语音，补齐全部事件后才能分配给车型')).toBeInTheDocument();
    expect(getVoicePacks()[1].models).toEqual([]);
    await user.click(within(d).getByRole('button', { name: btn('取消') }));

    await user.click(within(rowOf('VP001')).getByRole('button', { name: btn('分配') }));
    d = await dialog('分配语音包：标准女声');
    await choose(user, '适用车型', 'XQ-E5 标准版', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('VP001')).getByText('XQ-E5 标准版')).toBeInTheDocument());
    expect(getVoicePacks()[0].models).toEqual(['XQ-E5 标准版']);
  });
});
