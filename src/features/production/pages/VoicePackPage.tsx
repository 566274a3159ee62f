import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Button, Drawer, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { queryDef } from '@/shared/query/defs';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import AddButton from '@/shared/ui/crud/AddButton';
import CrudModal, { useCrudModal } from '@/shared/ui/crud/CrudModal';
import ListPage from '@/shared/ui/list/ListPage';
import ModalForm from '@/shared/ui/ModalForm';
import type { ListColumn } from '@/shared/ui/list/types';
import { voiceApi } from '../api';
import VoiceClips from '../components/VoiceClips';
import { VEHICLE_MODELS, VOICE_EVENTS, type VoicePack } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';

const EVENTS = Object.keys(VOICE_EVENTS).length;
const tags = (list: string[] | undefined) => (list?.length ? list.map((m) => <Tag key={m}>{m}</Tag>) : '-');

const columns: ListColumn<VoicePack>[] = [
  { key: 'name', title: '语音包', dataIndex: 'name', width: 130 },
  {
    key: 'clips',
    title: '语音',
    width: 100,
    render: (_: unknown, r) => `${Object.keys(r.clips).length}/${EVENTS} 段`,
    csv: (r) => `${Object.keys(r.clips).length}/${EVENTS}`,
  },
  {
    key: 'models',
    title: '适用车型',
    width: 200,
    render: (_: unknown, r) => tags(r.models),
    csv: (r) => r.models.join('、'),
  },
  {
    key: 'areas',
    title: '适用服务区',
    width: 180,
    render: (_: unknown, r) => tags(r.serviceAreaNames),
    csv: (r) => (r.serviceAreaNames ?? []).join('、'),
  },
  { key: 'updatedBy', title: '更新人', dataIndex: 'updatedBy', width: 100 },
  timeColumn('updatedAt', '更新时间', { sortable: false }),
];

/** The pack of the drawer, read again after each upload (writes refresh every query). */
function PackDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data } = useServerQuery({
    key: [...productionKeys.voicePack, id],
    fetch: async (signal) =>
      id ? ((await voiceApi.list({ page: 1, pageSize: 100 }, signal)).items.find((p) => p.id === id) ?? null) : null,
  });
  return (
    <Drawer open={id !== null} size={760} title={data ? `语音管理：${data.name}` : '语音管理'} onClose={onClose}>
      {data ? <VoiceClips pack={data} /> : null}
    </Drawer>
  );
}

/**
 * /production/voice-customization (06): voice packs (unlock, lock, low battery, out of
 * area, no-parking zone, helmet), each clip uploaded as mp3 or wav (≤ 1 MB) and played in
 * the page; a pack is assigned to vehicle models (complete packs only) or service areas.
 */
export default function VoicePackPage() {
  const editor = useCrudModal<VoicePack>();
  const areas = useServiceAreas();
  const [managing, setManaging] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<VoicePack | null>(null);
  return (
    <>
      <ListPage<VoicePack>
        title="语音包"
        exportName={false}
        rowKey="id"
        columns={columns}
        source={queryDef(productionKeys.voicePacks, voiceApi.list)}
        filters={[{ name: 'keyword', label: '关键词', placeholder: '语音包名称' }]}
        toolbar={() => (
          <AddButton code={PRODUCTION_WRITES.voicePackCreate} onClick={editor.create}>
            新增语音包
          </AddButton>
        )}
        rowActionsWidth={210}
        rowActions={(r) => (
          <Access
            code={[
              PRODUCTION_WRITES.voicePackUpdate,
              PRODUCTION_WRITES.voicePackClip,
              PRODUCTION_WRITES.voicePackAssign,
            ]}
          >
            <Button type="link" size="small" onClick={() => setManaging(r.id)}>
              管理语音
            </Button>
            <Button type="link" size="small" onClick={() => editor.edit(r)}>
              重命名
            </Button>
            <Button type="link" size="small" onClick={() => setAssigning(r)}>
              分配
            </Button>
          </Access>
        )}
      />
      <CrudModal<VoicePack, { name: string }>
        editor={editor}
        noun="语音包"
        initialValues={{ name: editor.row?.name ?? '' }}
        onSubmit={(v, r) => voiceApi.save({ id: r?.id, updatedAt: r?.updatedAt, name: v.name.trim() })}
        valuesOf={(r) => ({ name: r.name })}
      >
        <TextItem name="name" label="语音包名称" limit={TEXT_LIMITS.voicePackName} />
      </CrudModal>
      <PackDrawer id={managing} onClose={() => setManaging(null)} />
      <ModalForm<{ models: string[]; serviceAreaIds: string[] }>
        title={assigning ? `分配语音包：${assigning.name}` : '分配语音包'}
        open={assigning !== null}
        initialValues={{ models: assigning?.models ?? [], serviceAreaIds: assigning?.serviceAreaIds ?? [] }}
        successMessage="语音包已分配"
        onClose={() => setAssigning(null)}
        onSubmit={(v) => voiceApi.assign(assigning!.id, v.models ?? [], v.serviceAreaIds ?? [], assigning!.updatedAt)}
        onReload={(current: VoicePack) => {
          setAssigning(current);
          return { models: current.models, serviceAreaIds: current.serviceAreaIds };
        }}
      >
        <Form.Item
          name="models"
          label="适用车型"
          extra="一个车型、一个服务区只用一个语音包；选中的会从原语音包移到本语音包。"
        >
          <Select aria-label="适用车型" mode="multiple" options={VEHICLE_MODELS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="serviceAreaIds" label="适用服务区">
          <Select
            aria-label="适用服务区"
            mode="multiple"
            options={areas.map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
      </ModalForm>
    </>
  );
}
