/** Columns that many lists share: a coloured tag over a label map, 状态, a masked phone, 权限数. */
import { Tag } from 'antd';
import { ENABLE_STATE, type EnableState } from '@contract/common';
import { maskPhone } from '@/shared/utils/format';
import type { ListColumn } from './types';

/** A coloured tag column over a label map; the CSV cell is the label. */
export function tagColumn<T>(
  key: string,
  title: string,
  labels: Record<string, { label: string; color: string }>,
  value: (r: T) => string,
  width = 90,
): ListColumn<T> {
  return {
    key,
    title,
    width,
    render: (_: unknown, r: T) => <Tag color={labels[value(r)].color}>{labels[value(r)].label}</Tag>,
    csv: (r) => labels[value(r)].label,
  };
}

/** 启用 or 停用, as a coloured tag. */
export const stateTag = (s: EnableState) => <Tag color={ENABLE_STATE[s].color}>{ENABLE_STATE[s].label}</Tag>;

/** 状态: enabled or disabled, as a tag. */
export const stateColumn = <T extends { state: EnableState }>(): ListColumn<T> =>
  tagColumn<T>('state', '状态', ENABLE_STATE, (r) => r.state, 80);

/** 手机号, masked on screen and in the CSV alike. */
export const phoneColumn = <T extends { phone: string }>(width = 130): ListColumn<T> => ({
  key: 'phone',
  title: '手机号',
  width,
  render: (_: unknown, r) => maskPhone(r.phone),
  csv: (r) => maskPhone(r.phone),
});

/** 权限数: how many permission codes a role holds. */
export const codeCountColumn = <T extends { codes: readonly string[] }>(): ListColumn<T> => ({
  key: 'codes',
  title: '权限数',
  width: 90,
  align: 'right',
  render: (_: unknown, r) => r.codes.length,
  csv: (r) => r.codes.length,
});
