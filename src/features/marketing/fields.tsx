/** Whole-number and address fields of the marketing forms. */
import { Form, Input, Select, type FormItemProps } from 'antd';
import { CountField } from '@/shared/ui/CountField';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';
import { Pair } from './money';

interface CountProps extends Omit<FormItemProps, 'children' | 'label'> {
  label: string;
  min: number;
  max: number;
  /** 件, 天, 分 … */
  unit?: string;
  /** the range message (defaults to `<label>须为 min～max<unit>`) */
  message?: string;
}

/** A required whole number in [min, max], refused (never rounded or clamped) otherwise. */
export function CountItem({ label, min, max, unit = '', message, ...item }: CountProps) {
  const limit = { label, min, max, message: message ?? `${label}须为 ${min}～${max}${unit ? ` ${unit}` : ''}` };
  return <CountField limit={limit} unit={unit} {...item} />;
}

/** The order on the riders' app: 0 to 9999, smaller first. */
export function SortItem({ width = '100%' }: { width?: number | string }) {
  return (
    <CountField
      name="sort"
      limit={{ label: '排序', min: 0, max: 9999, message: '排序须为 0～9999' }}
      extra="数字小的排在前面"
      width={width}
    />
  );
}

/** An activity's name (活动名称). */
export const ActivityNameItem = ({ placeholder }: { placeholder?: string }) => (
  <TextItem name="name" label="活动名称" limit={TEXT_LIMITS.activityName} placeholder={placeholder} />
);

/** 任务名称 of a fixed or custom task. */
export const TaskNameItem = ({ placeholder }: { placeholder?: string }) => (
  <TextItem name="name" label="任务名称" limit={TEXT_LIMITS.taskName} placeholder={placeholder} />
);

/** 服务区 of a rider segment: one area, or none for every area (全部服务区). */
export function SegmentAreaItem({
  areas,
  extra,
}: {
  areas: ReadonlyArray<{ id: string; name: string }>;
  extra?: string;
}) {
  return (
    <Form.Item name="serviceAreaId" label="服务区" extra={extra}>
      <Select
        aria-label="服务区"
        allowClear
        placeholder="全部服务区"
        options={areas.map((a) => ({ value: a.id, label: a.name }))}
      />
    </Form.Item>
  );
}

/**
 * 每人限领 and 总量 of a task: `completed` so far (none for a task not made yet), `every` the
 * period a rider's limit counts in (每周).
 */
export function TaskLimitItems({ completed, every }: { completed?: number; every?: string }) {
  return (
    <Pair>
      <CountItem name="limitPerRider" label="每人限领" min={1} max={100} unit="次" extra={every} />
      <CountItem
        name="totalLimit"
        label="总量"
        min={0}
        max={1000000}
        unit="份"
        extra={completed === undefined ? '0 为不限' : `0 为不限；已完成 ${completed} 次`}
      />
    </Pair>
  );
}

export const HTTPS = /^https:\/\/\S+$/;

/** An https picture address; `optional` allows none. */
export function ImageItem({ optional = false }: { optional?: boolean }) {
  return (
    <Form.Item
      name="image"
      label="图片地址"
      extra={optional ? '可不填' : undefined}
      rules={[
        ...(optional ? [] : [{ required: true, whitespace: true, message: '请输入图片地址' }]),
        { pattern: HTTPS, message: '请输入以 https:// 开头的图片地址' },
      ]}
    >
      <Input aria-label="图片地址" placeholder="https://" />
    </Form.Item>
  );
}
