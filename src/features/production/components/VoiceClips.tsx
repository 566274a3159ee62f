import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Table, Upload } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { dateTime } from '@/shared/utils/format';
import { voiceApi } from '../api';
import { VOICE_EVENTS, voiceFileProblem, type VoiceEvent, type VoicePack } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';

const dataUrlOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as string);
    r.onerror = () => reject(r.error ?? new Error('读取失败'));
    r.readAsDataURL(file);
  });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A pack's clips, one per event: play in the page, upload an mp3 or wav (≤ 1 MB) to replace one. */
export default function VoiceClips({ pack }: { pack: VoicePack }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<VoiceEvent | null>(null);

  const upload = async (event: VoiceEvent, file: File) => {
    const problem = voiceFileProblem(file.name, file.size);
    if (problem) {
      void message.error(`${file.name}：${problem}`);
      return;
    }
    setBusy(event);
    try {
      await voiceApi.upload(pack.id, event, file.name, await dataUrlOf(file));
      void message.success(`「${VOICE_EVENTS[event]}」语音已上传`);
    } catch (e) {
      void message.error(`上传失败：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(null);
    }
  };

  const rows = (Object.keys(VOICE_EVENTS) as VoiceEvent[]).map((event) => ({ event, clip: pack.clips[event] }));
  return (
    <Table
      rowKey="event"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'event', title: '事件', width: 110, render: (_: unknown, r) => VOICE_EVENTS[r.event] },
        {
          key: 'clip',
          title: '语音',
          render: (_: unknown, r) =>
            r.clip ? (
              <audio
                controls
                preload="none"
                src={r.clip.dataUrl}
                aria-label={`试听 ${VOICE_EVENTS[r.event]}`}
                style={{ height: 32 }}
              />
            ) : (
              <span style={{ color: '#cf1322' }}>未上传</span>
            ),
        },
        {
          key: 'file',
          title: '文件',
          width: 170,
          render: (_: unknown, r) => (r.clip ? `${r.clip.fileName}（${kb(r.clip.size)}）` : '-'),
        },
        {
          key: 'at',
          title: '上传时间',
          width: 160,
          render: (_: unknown, r) => (r.clip ? dateTime(r.clip.uploadedAt) : '-'),
        },
        {
          key: 'upload',
          title: '操作',
          width: 110,
          render: (_: unknown, r) => (
            <Access code={PRODUCTION_WRITES.voicePackClip}>
              <Upload
                accept=".mp3,.wav"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(r.event, file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button
                  size="small"
                  icon={<UploadOutlined />}
                  loading={busy === r.event}
                  aria-label={`上传 ${VOICE_EVENTS[r.event]}`}
                >
                  上传
                </Button>
              </Upload>
            </Access>
          ),
        },
      ]}
    />
  );
}
