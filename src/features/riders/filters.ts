import { options } from '@/shared/utils/options';
import type { AreaOption } from '@/shared/scope/useServiceAreas';
import type { FilterField } from '@/shared/ui/list/types';
import { DEPOSIT_STATUS, STUDENT_STATUS } from '@contract/riders';

const area = (areas: AreaOption[]): FilterField => ({
  name: 'serviceAreaId',
  label: '服务区',
  type: 'select',
  options: areas.map((a) => ({ value: a.id, label: a.name })),
});

/** The rider list's search form (sent as is: keyword, statuses, 'true'/'false', `a~b`). */
export const riderFilters = (areas: AreaOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '手机号 / 姓名 / 用户ID' },
  { name: 'depositStatus', label: '押金状态', type: 'select', options: options(DEPOSIT_STATUS) },
  {
    name: 'realNameVerified',
    label: '实名认证',
    type: 'select',
    options: [
      { value: 'true', label: '已实名' },
      { value: 'false', label: '未实名' },
    ],
  },
  { name: 'studentStatus', label: '学生认证', type: 'select', options: options(STUDENT_STATUS) },
  {
    name: 'blacklisted',
    label: '黑名单',
    type: 'select',
    options: [
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ],
  },
  { name: 'registeredAt', label: '注册时间', type: 'dateRange' },
  area(areas),
];

export const blacklistFilters = (areas: AreaOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '手机号 / 姓名 / 用户ID / 原因' },
  {
    name: 'permanent',
    label: '期限',
    type: 'select',
    options: [
      { value: 'true', label: '永久' },
      { value: 'false', label: '限期' },
    ],
  },
  { name: 'addedAt', label: '加入时间', type: 'dateRange' },
  area(areas),
];
