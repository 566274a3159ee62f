import { App, Button, Form, Select } from 'antd';
import { useState } from 'react';
import AddButton from '@/shared/ui/crud/AddButton';
import NewAreaModal from '../components/NewAreaModal';
import Access from '@/shared/auth/Access';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import ListPage from '@/shared/ui/list/ListPage';
import ModalForm from '@/shared/ui/ModalForm';
import { agentApi } from '../api';
import { areaColumns } from '../columns';
import { areaFilters } from '../filters';
import { useAgentOptions } from '../lookups';
import type { AgentArea } from '@contract/agents';
import { queryDef } from '@/shared/query/defs';
import { ACCESS_WRITES } from '@contract/actions';
import { agentKeys } from '../keys';

/**
 * /agent/service-area-management (1103): which franchisee each service area belongs
 * to. An area belongs to at most one franchisee: moving it from another one asks first.
 * A new area can be added (unassigned, or given to a franchisee at once).
 */
export default function ServiceAreaPage() {
  const { modal } = App.useApp();
  const agents = useAgentOptions();
  const assigning = useCrudModal<AgentArea>();
  const area = assigning.row;
  const [creating, setCreating] = useState(false);
  const companyOf = (id: string) => agents.find((a) => a.agentId === id)?.company ?? id;
  // an area goes only to an enabled franchisee (a 停用 one keeps its areas, and the filters name it)
  const enabled = agents.filter((a) => a.state === 'enabled');

  /** Moving an area away from another franchisee asks first; cancelling keeps the dialog. */
  const confirmMove = (row: AgentArea, agentId: string) =>
    new Promise<boolean>((resolve) => {
      if (!row.agentId || row.agentId === agentId) return resolve(true);
      modal.confirm({
        title: '移交服务区',
        content: `服务区「${row.name}」当前属于「${row.company}」，确定移交给「${companyOf(agentId)}」吗？`,
        okText: '移交',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return (
    <>
      <ListPage<AgentArea>
        title="服务区管理"
        rowKey="id"
        columns={areaColumns}
        source={queryDef(agentKeys.areas, agentApi.areas)}
        filters={areaFilters(agents)}
        exportName="服务区"
        toolbar={() => (
          <AddButton code={ACCESS_WRITES.serviceAreaCreate} onClick={() => setCreating(true)}>
            新增服务区
          </AddButton>
        )}
        rowActionsWidth={100}
        rowActions={(r) => (
          <Access code={ACCESS_WRITES.serviceAreaAssign}>
            <Button type="link" size="small" onClick={() => assigning.edit(r)}>
              分配
            </Button>
          </Access>
        )}
      />
      <NewAreaModal open={creating} onClose={() => setCreating(false)} agents={enabled} />
      <ModalForm<{ agentId: string }>
        title={area ? `分配服务区：${area.name}` : '分配服务区'}
        open={assigning.open}
        initialValues={area ? { agentId: area.agentId || undefined } : undefined}
        successMessage="服务区已分配"
        onClose={assigning.close}
        onSubmit={async (v) => {
          if (!area) return;
          if (!(await confirmMove(area, v.agentId))) throw new Error('已取消移交');
          await agentApi.assignArea(area.id, v.agentId, area.updatedAt);
        }}
        onReload={(current: AgentArea) => {
          assigning.edit(current);
          return { agentId: current.agentId || undefined };
        }}
      >
        <Form.Item name="agentId" label="加盟商" rules={[{ required: true, message: '请选择加盟商' }]}>
          <Select
            aria-label="加盟商"
            placeholder="选择加盟商"
            showSearch
            optionFilterProp="label"
            options={enabled.map((a) => ({ value: a.agentId, label: a.company }))}
          />
        </Form.Item>
      </ModalForm>
    </>
  );
}
