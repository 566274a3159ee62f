import { App, Button, Form, Select } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { agentApi } from '../api';
import { areaColumns } from '../columns';
import { areaFilters } from '../filters';
import { useAgentOptions } from '../lookups';
import type { AgentArea } from '@contract/agents';
import { queryDef } from '@/shared/query/defs';

interface Assigning {
  row: AgentArea;
  ctx: ListContext<AgentArea>;
}

/**
 * /agent/service-area-management (1103): which franchisee each service area belongs
 * to. An area belongs to at most one franchisee: moving it from another one asks first.
 */
export default function ServiceAreaPage() {
  const { modal } = App.useApp();
  const agents = useAgentOptions();
  const [assigning, setAssigning] = useState<Assigning | null>(null);
  const companyOf = (id: string) => agents.find((a) => a.agentId === id)?.company ?? id;

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
        source={queryDef('agent.areas', agentApi.areas)}
        filters={areaFilters(agents)}
        exportName="服务区"
        rowActionsWidth={100}
        rowActions={(r, ctx) => (
          <Access code="1103">
            <Button type="link" size="small" onClick={() => setAssigning({ row: r, ctx })}>分配</Button>
          </Access>
        )}
      />
      <ModalForm<{ agentId: string }>
        title={assigning ? `分配服务区：${assigning.row.name}` : '分配服务区'}
        open={assigning !== null}
        initialValues={assigning ? { agentId: assigning.row.agentId || undefined } : undefined}
        successMessage="服务区已分配"
        onClose={() => setAssigning(null)}
        onSubmit={async (v) => {
          if (!assigning) return;
          if (!(await confirmMove(assigning.row, v.agentId))) throw new Error('已取消移交');
          await agentApi.assignArea(assigning.row.id, v.agentId);
          assigning.ctx.reload();
        }}
      >
        <Form.Item name="agentId" label="加盟商" rules={[{ required: true, message: '请选择加盟商' }]}>
          <Select aria-label="加盟商" placeholder="选择加盟商" showSearch optionFilterProp="label" options={agents.map((a) => ({ value: a.agentId, label: a.company }))} />
        </Form.Item>
      </ModalForm>
    </>
  );
}
