/** Column sets and filters of the configuration screens, with their CSV cells. */
import { stateColumn, tagColumn, textColumn } from '@/shared/ui/list/columns';
import { Typography } from 'antd';
import type { FilterField, ListColumn } from '@/shared/ui/list/types';
import { dateTime } from '@/shared/utils/format';
import { CHANNEL, FAULT_CATEGORY, MESSAGE_STATUS, PRIORITY } from '@contract/config';
import type { FaultType, HomeMessage, NoticeTemplate } from '@contract/config';
import { options } from '@/shared/utils/options';
import { stateFilter, areaFilter } from '@/shared/ui/list/filters';
import { timeColumn } from '@/shared/ui/list/timeColumn';

export const faultColumns: ListColumn<FaultType>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 90, sortable: true },
  { key: 'name', title: '故障名称', dataIndex: 'name', width: 160 },
  textColumn('category', '故障分类', 110, (r) => FAULT_CATEGORY[r.category]),
  tagColumn<FaultType>('priority', '默认优先级', PRIORITY, (r) => r.priority, 100),
  stateColumn<FaultType>(),
  { key: 'remark', title: '备注', width: 200, render: (_: unknown, r) => r.remark || '-', csv: (r) => r.remark },
  timeColumn<FaultType>('updatedAt', '更新时间'),
];

export const templateColumns: ListColumn<NoticeTemplate>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 90, sortable: true },
  { key: 'name', title: '模板名称', dataIndex: 'name', width: 140 },
  tagColumn<NoticeTemplate>('channel', '通知方式', CHANNEL, (r) => r.channel, 100),
  {
    key: 'content',
    title: '模板内容',
    width: 360,
    render: (_: unknown, r) => (
      <Typography.Text ellipsis={{ tooltip: r.content }} style={{ maxWidth: 340 }}>
        {r.content}
      </Typography.Text>
    ),
  },
  stateColumn<NoticeTemplate>(),
  timeColumn<NoticeTemplate>('updatedAt', '更新时间'),
];

const areasText = (r: HomeMessage) => (r.serviceAreaNames.length ? r.serviceAreaNames.join('、') : '全部服务区');

export const messageColumns: ListColumn<HomeMessage>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 90, sortable: true },
  { key: 'title', title: '标题', dataIndex: 'title', width: 180 },
  tagColumn<HomeMessage>('status', '状态', MESSAGE_STATUS, (r) => r.status, 90),
  {
    key: 'content',
    title: '内容',
    width: 200,
    render: (_: unknown, r) => (
      <Typography.Text ellipsis={{ tooltip: r.content }} style={{ maxWidth: 180 }}>
        {r.content}
      </Typography.Text>
    ),
  },
  {
    key: 'startAt',
    title: '展示时间',
    width: 260,
    sortable: true,
    render: (_: unknown, r) => (
      <span
        style={{ whiteSpace: 'nowrap' }}
      >{`${dateTime(r.startAt).slice(0, 16)} ~ ${dateTime(r.endAt).slice(0, 16)}`}</span>
    ),
    csv: (r) => `${dateTime(r.startAt)} ~ ${dateTime(r.endAt)}`,
  },
  { key: 'areas', title: '服务区', width: 200, render: (_: unknown, r) => areasText(r), csv: areasText },
];

export const faultFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '故障名称 / 备注' },
  { name: 'category', label: '故障分类', type: 'select', options: options(FAULT_CATEGORY) },
  stateFilter,
];

export const templateFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '模板名称 / 内容' },
  { name: 'channel', label: '通知方式', type: 'select', options: options(CHANNEL) },
  stateFilter,
];

export const messageFilters = (areas: Array<{ id: string; name: string }>): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '标题 / 内容' },
  { name: 'status', label: '状态', type: 'select', options: options(MESSAGE_STATUS) },
  areaFilter(areas),
];
