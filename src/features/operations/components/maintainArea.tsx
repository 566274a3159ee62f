import { Button, Form, Select, Space, Typography, type TableColumnType } from 'antd';
import type { Fence } from '@contract/fences';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { areaStaffApi } from '../api';
import { operationKeys } from '../keys';

/**
 * 运维人员 of a maintenance area: chosen among the field staff of its service area
 * (asked again when the area changes); a failed load says so, with 重试.
 */
export function MaintainAreaFields() {
  const form = Form.useFormInstance();
  const areaId = Form.useWatch<string | undefined>('serviceAreaId', form);
  // the field shows its own failure, with 重试
  const staff = useServerQuery({
    key: [...operationKeys.areaStaff, areaId],
    fetch: (signal) => areaStaffApi.of(areaId ?? '', signal),
    enabled: !!areaId,
    unscoped: true,
    silent: true,
  });
  // another area's staff never stand in while this area's load
  const current = staff.previous ? {} : { staff: staff.data, error: staff.error };
  return (
    <Form.Item
      name="staffIds"
      label="运维人员"
      rules={[{ required: true, type: 'array', min: 1, message: '请选择运维人员' }]}
      extra={
        current.error ? (
          <Space size={4}>
            <Typography.Text type="danger">运维人员加载失败：{current.error}</Typography.Text>
            <Button type="link" size="small" onClick={staff.reload}>
              重试
            </Button>
          </Space>
        ) : (
          '负责该区域车辆换电、挪车与巡检的运维人员'
        )
      }
    >
      <Select
        mode="multiple"
        aria-label="运维人员"
        placeholder="请选择运维人员"
        loading={Boolean(areaId) && !current.staff && !current.error}
        options={(current.staff ?? []).map((s) => ({
          value: s.opManId,
          label: `${s.name}（进行中任务 ${s.openTasks}）`,
        }))}
        optionFilterProp="label"
      />
    </Form.Item>
  );
}

export const MAINTAIN_AREA_COLUMNS: TableColumnType<Fence>[] = [
  {
    key: 'staff',
    title: '运维人员',
    width: 150,
    ellipsis: true,
    render: (_: unknown, f) => f.staffNames?.join('、') || '-',
  },
];
