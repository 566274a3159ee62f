import { Select } from 'antd';
import type { CSSProperties } from 'react';

export interface AreaSelectProps {
  /** the areas one may pick */
  options: Array<{ value: string; label: string }>;
  value?: string;
  /** the area picked, or undefined for all of them (cleared) */
  onChange?: (serviceAreaId?: string) => void;
  style?: CSSProperties;
}

/** 服务区 of a filter (page building blocks): one of the operator's areas, or none for 全部服务区. */
export default function AreaSelect({ options, value, onChange, style = { width: 160 } }: AreaSelectProps) {
  return (
    <Select
      allowClear
      aria-label="服务区"
      placeholder="全部服务区"
      style={style}
      options={options}
      value={value}
      onChange={(id?: string) => onChange?.(id)}
    />
  );
}
