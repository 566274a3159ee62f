/** Columns that many lists share: a text made from the row, a link to the row's page, money, a coloured tag over a label map, 状态, a masked phone, 权限数. */
import { Link } from 'react-router-dom';
import { ENABLE_STATE, type EnableState } from '@contract/common';
import { maskPhone, money } from '@/shared/utils/format';
import { yuanText } from '@contract/money';
import type { ListColumn } from './types';
import { LabelTag, type Labelled } from '../LabelTag';

/** A column whose cell, on screen and in the CSV alike, is a text made from the row (a label, a name, a count). */
export function textColumn<T>(
  key: string,
  title: string,
  width: number,
  text: (r: T) => string | number,
  more: Partial<ListColumn<T>> = {},
): ListColumn<T> {
  return { key, title, width, render: (_: unknown, r: T) => text(r), csv: text, ...more };
}

/** A column of the row's id (or number), linked to its page; the CSV cell is the id. */
export function linkColumn<T>(
  key: keyof T & string,
  title: string,
  width: number,
  path: (id: string) => string,
  more: Partial<ListColumn<T>> = {},
): ListColumn<T> {
  const id = (r: T) => String(r[key]);
  return { key, title, width, render: (_: unknown, r: T) => <Link to={path(id(r))}>{id(r)}</Link>, csv: id, ...more };
}

/** A money column: fen shown as ¥ on screen and as a number of yuan in the CSV, right-aligned. */
export function moneyColumn<T>(
  key: string,
  title: string,
  width: number | undefined,
  fen: (r: T) => number,
  more: Partial<ListColumn<T>> = {},
): ListColumn<T> {
  return {
    key,
    title,
    width,
    align: 'right',
    render: (_: unknown, r: T) => money(fen(r)),
    csv: (r) => yuanText(fen(r)),
    ...more,
  };
}

/** A coloured tag column over a label map (LabelTag); the CSV cell is the label (an unknown value itself). */
export function tagColumn<T, K extends string = string>(
  key: string,
  title: string,
  labels: Partial<Record<K, Labelled>>,
  value: (r: T) => K,
  width = 90,
): ListColumn<T> {
  return {
    key,
    title,
    width,
    render: (_: unknown, r: T) => <LabelTag value={value(r)} labels={labels} />,
    csv: (r) => labels[value(r)]?.label ?? value(r),
  };
}

/** 启用 or 停用, as a coloured tag. */
export const stateTag = (s: EnableState) => <LabelTag value={s} labels={ENABLE_STATE} />;

/** 状态: enabled or disabled, as a tag. */
export const stateColumn = <T extends { state: EnableState }>(): ListColumn<T> =>
  tagColumn<T>('state', '状态', ENABLE_STATE, (r) => r.state, 80);

/** 手机号 (or the list's declared title), masked on screen and in the CSV alike. */
export const phoneColumn = <T extends { phone: string }>(width = 130, title = '手机号'): ListColumn<T> =>
  textColumn<T>('phone', title, width, (r) => maskPhone(r.phone));

/** 权限数: how many permission codes a role holds. */
export const codeCountColumn = <T extends { codes: readonly string[] }>(): ListColumn<T> =>
  textColumn<T>('codes', '权限数', 90, (r) => r.codes.length, { align: 'right' });
