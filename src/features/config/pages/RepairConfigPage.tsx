import { Form, Input, Radio, Select, Switch } from 'antd';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { configApi } from '../api';
import { faultColumns, faultFilters } from '../columns';
import { FAULT_CATEGORY, PRIORITY, type FaultCategory, type FaultType, type Priority } from '@contract/config';
import { options } from '@/shared/utils/options';
import { queryDef } from '@/shared/query/defs';
import { TEXT_LIMITS } from '@contract/validators';
import { CONFIG_WRITES } from '@contract/actions';
import { configKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';

interface Values {
  name: string;
  category: FaultCategory;
  priority: Priority;
  enabled: boolean;
  remark?: string;
}

const CODE = [CONFIG_WRITES.faultCreate, CONFIG_WRITES.faultUpdate, CONFIG_WRITES.faultDelete];

/**
 * /backend/repair-config (0501): the fault types repair tasks are filed under;
 * search by name, filter by category and state; add, edit (name, category, default
 * priority, enabled) and delete after confirming.
 */
export default function RepairConfigPage() {
  return (
    <CrudListPage<FaultType, Values>
      title="故障类型"
      rowKey="id"
      columns={faultColumns}
      source={queryDef(configKeys.faults, configApi.faults)}
      filters={faultFilters}
      noun="故障类型"
      add={CODE}
      actions={(r) => ({
        code: CODE,
        remove: { title: `确定删除故障类型「${r.name}」吗？`, run: () => configApi.deleteFault(r.id) },
      })}
      values={(row) =>
        row
          ? {
              name: row.name,
              category: row.category,
              priority: row.priority,
              enabled: row.state === 'enabled',
              remark: row.remark,
            }
          : { priority: 'medium', enabled: true }
      }
      save={(v, row) => {
        const input = {
          name: v.name.trim(),
          category: v.category,
          priority: v.priority,
          state: v.enabled ? ('enabled' as const) : ('disabled' as const),
          remark: v.remark?.trim() ?? '',
        };
        return configApi.saveFault(row ? { id: row.id, updatedAt: row.updatedAt, ...input } : input);
      }}
    >
      <TextItem name="name" label="故障名称" limit={TEXT_LIMITS.faultName} />
      <Form.Item name="category" label="故障分类" rules={[{ required: true, message: '请选择故障分类' }]}>
        <Select aria-label="故障分类" placeholder="选择分类" options={options(FAULT_CATEGORY)} />
      </Form.Item>
      <Form.Item name="priority" label="默认优先级" rules={[{ required: true, message: '请选择默认优先级' }]}>
        <Radio.Group aria-label="默认优先级" options={options(PRIORITY)} optionType="button" />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用后新建维修任务时不可选择该故障类型">
        <Switch aria-label="启用" />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[TEXT_LIMITS.faultRemark]}>
        <Input.TextArea aria-label="备注" maxLength={TEXT_LIMITS.faultRemark.max} rows={2} />
      </Form.Item>
    </CrudListPage>
  );
}
