import { Checkbox, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import type { DisplayStatus } from '@contract/vehicles';
import { alarmOptions, statusOptions } from '../labels';
import AreaSelect from '@/shared/ui/AreaSelect';

export interface MapFilterValues {
  /** shown statuses; empty = all */
  statuses: DisplayStatus[];
  /** 'min~max' */
  battery?: string;
  serviceAreaId?: string;
  alarm?: string;
  fences: string[];
}

const [MIN, MAX] = [0, 100];

function BatteryRange({ value, onChange }: { value?: string; onChange: (v?: string) => void }) {
  const [a, b] = (value ?? '~').split('~');
  const [draft, setDraft] = useState<{ src?: string; min: number | null; max: number | null }>({
    src: value,
    min: a ? Number(a) : null,
    max: b ? Number(b) : null,
  });
  // The draft follows the applied value when that changes from outside (URL, reset).
  if (draft.src !== value) setDraft({ src: value, min: a ? Number(a) : null, max: b ? Number(b) : null });
  const commit = () => {
    const { min, max } = draft;
    onChange(min === null && max === null ? undefined : `${min ?? ''}~${max ?? ''}`);
  };
  const props = { min: MIN, max: MAX, precision: 0, style: { width: 72 }, onBlur: commit, onPressEnter: commit };
  return (
    <Space.Compact>
      <InputNumber
        {...props}
        aria-label="电量最小值"
        placeholder="电量≥"
        value={draft.min}
        onChange={(v) => setDraft((d) => ({ ...d, min: v }))}
      />
      <InputNumber
        {...props}
        aria-label="电量最大值"
        placeholder="≤%"
        value={draft.max}
        onChange={(v) => setDraft((d) => ({ ...d, max: v }))}
      />
    </Space.Compact>
  );
}

/** Filters of the operation map: statuses (client side, like the legend), battery, area, alarm, fence layers. */
export default function MapFilters({
  value,
  onChange,
  areaOptions,
}: {
  value: MapFilterValues;
  onChange: (patch: Partial<MapFilterValues>) => void;
  areaOptions: Array<{ value: string; label: string }>;
}) {
  return (
    <Space wrap size={8}>
      <Select<DisplayStatus[]>
        mode="multiple"
        allowClear
        aria-label="状态"
        placeholder="全部状态"
        maxTagCount="responsive"
        style={{ width: 220 }}
        options={statusOptions}
        value={value.statuses}
        onChange={(statuses) => onChange({ statuses })}
      />
      <BatteryRange value={value.battery} onChange={(battery) => onChange({ battery })} />
      <AreaSelect
        options={areaOptions}
        style={{ width: 140 }}
        value={value.serviceAreaId}
        onChange={(serviceAreaId) => onChange({ serviceAreaId })}
      />
      <Select
        allowClear
        aria-label="告警"
        placeholder="全部告警"
        style={{ width: 130 }}
        options={alarmOptions}
        value={value.alarm}
        onChange={(alarm?: string) => onChange({ alarm })}
      />
      <Checkbox.Group
        aria-label="围栏图层"
        value={value.fences}
        onChange={(fences) => onChange({ fences: fences.map(String) })}
        options={[
          { label: '服务区', value: 'service_area' },
          { label: '停车区', value: 'parking' },
          { label: '禁停区', value: 'no_stop' },
        ]}
      />
    </Space>
  );
}
