import { Form, Input, InputNumber, Select, Space } from 'antd';
import ModalForm from '@/shared/ui/ModalForm';
import { TEXT_LIMITS } from '@contract/validators';
import type { AgentOption } from '@contract/agents';
import { agentApi } from '../api';
import TextItem from '@/shared/ui/TextItem';

interface Values {
  name: string;
  city: string;
  lng: number;
  lat: number;
  agentId?: string;
}

/** 新增服务区: name, city, centre (its fence is drawn around it, editable in 服务区围栏) and, optionally, its franchisee. */
export default function NewAreaModal({
  open,
  onClose,
  agents,
}: {
  open: boolean;
  onClose: () => void;
  agents: AgentOption[];
}) {
  return (
    <ModalForm<Values>
      title="新增服务区"
      open={open}
      initialValues={{ city: '杭州市', lng: 120.17, lat: 30.27 }}
      successMessage="服务区已新增"
      onClose={onClose}
      onSubmit={(v) =>
        agentApi.createArea({ name: v.name.trim(), city: v.city.trim(), center: [v.lng, v.lat], agentId: v.agentId })
      }
    >
      <TextItem name="name" label="服务区名称" limit={TEXT_LIMITS.areaName} placeholder="例如：上城服务区" />
      <Form.Item name="city" label="城市" rules={[{ required: true, whitespace: true, message: '请输入城市' }]}>
        <Input aria-label="城市" maxLength={20} />
      </Form.Item>
      <Form.Item label="中心点" required extra="服务区围栏以中心点为圆心生成，可在 运营配置 › 服务区围栏 中调整">
        <Space>
          <Form.Item name="lng" noStyle rules={[{ required: true, message: '请输入经度' }]}>
            <InputNumber aria-label="经度" min={73} max={135} step={0.001} precision={4} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="lat" noStyle rules={[{ required: true, message: '请输入纬度' }]}>
            <InputNumber aria-label="纬度" min={18} max={54} step={0.001} precision={4} style={{ width: 140 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="agentId" label="加盟商" extra="不选则为未分配，新增加盟商时可选用">
        <Select
          aria-label="加盟商"
          allowClear
          placeholder="暂不分配"
          showSearch
          optionFilterProp="label"
          options={agents.map((a) => ({ value: a.agentId, label: a.company }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
