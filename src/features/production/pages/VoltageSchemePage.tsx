import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Button, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { queryDef } from '@/shared/query/defs';
import AddButton from '@/shared/ui/crud/AddButton';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import ListPage from '@/shared/ui/list/ListPage';
import ModalForm from '@/shared/ui/ModalForm';
import type { ListColumn } from '@/shared/ui/list/types';
import { schemeApi } from '../api';
import SchemeEditor from '../components/SchemeEditor';
import { VEHICLE_MODELS, type VoltageScheme } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';

const curveText = (s: VoltageScheme) => s.points.map((p) => `${p.voltage.toFixed(1)}V→${p.percent}%`).join('，');

const columns: ListColumn<VoltageScheme>[] = [
  { key: 'name', title: '方案名称', dataIndex: 'name', width: 170 },
  {
    key: 'models',
    title: '适用车型',
    width: 200,
    render: (_: unknown, r) => (r.models.length ? r.models.map((m) => <Tag key={m}>{m}</Tag>) : '未分配'),
    csv: (r) => r.models.join('、'),
  },
  { key: 'points', title: '电压曲线', width: 380, render: (_: unknown, r) => curveText(r), csv: curveText },
  { key: 'updatedBy', title: '更新人', dataIndex: 'updatedBy', width: 100 },
  timeColumn('updatedAt', '更新时间', { sortable: false }),
];

/**
 * /production/voltage-scheme (06): voltage → battery-percent schemes, edited as a table
 * and as a curve whose points drag; a curve that is not monotonic or out of range is
 * refused; each vehicle model is assigned one scheme (its vehicles follow).
 */
export default function VoltageSchemePage() {
  const editor = useCrudModal<VoltageScheme>();
  const [assigning, setAssigning] = useState<VoltageScheme | null>(null);
  return (
    <>
      <ListPage<VoltageScheme>
        title="电压方案"
        rowKey="id"
        columns={columns}
        source={queryDef(productionKeys.voltageSchemes, schemeApi.list)}
        filters={[{ name: 'keyword', label: '关键词', placeholder: '方案名称 / 车型' }]}
        toolbar={() => (
          <AddButton code={PRODUCTION_WRITES.voltageSchemeCreate} onClick={editor.create}>
            新增方案
          </AddButton>
        )}
        rowActionsWidth={150}
        rowActions={(r) => (
          <Access code={[PRODUCTION_WRITES.voltageSchemeUpdate, PRODUCTION_WRITES.voltageSchemeAssign]}>
            <Button type="link" size="small" onClick={() => editor.edit(r)}>
              编辑
            </Button>
            <Button type="link" size="small" onClick={() => setAssigning(r)}>
              分配车型
            </Button>
          </Access>
        )}
      />
      <SchemeEditor editor={editor} />
      <ModalForm<{ models: string[] }>
        title={assigning ? `分配车型：${assigning.name}` : '分配车型'}
        open={assigning !== null}
        initialValues={{ models: assigning?.models ?? [] }}
        successMessage="车型已分配"
        onClose={() => setAssigning(null)}
        onSubmit={(v) => schemeApi.assign(assigning!.id, v.models ?? [], assigning!.updatedAt)}
        onReload={(current: VoltageScheme) => {
          setAssigning(current);
          return { models: current.models };
        }}
      >
        <Form.Item
          name="models"
          label="适用车型"
          extra="一个车型只用一个方案：选中的车型会从原方案移到本方案，其车辆随之使用本方案。"
        >
          <Select aria-label="适用车型" mode="multiple" options={VEHICLE_MODELS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
      </ModalForm>
    </>
  );
}
