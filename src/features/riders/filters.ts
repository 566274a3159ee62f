import { options } from '@/shared/utils/options';
import type { AreaOption } from '@/shared/scope/useServiceAreas';
import type { FilterField } from '@/shared/ui/list/types';
import { DEPOSIT_STATUS, STUDENT_STATUS } from '@contract/riders';
import { yesNoFilter, areaFilter } from '@/shared/ui/list/filters';

/** The rider list's search form (sent as is: keyword, statuses, 'true'/'false', `a~b`). */
export const riderFilters = (areas: AreaOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '手机号 / 姓名 / 用户ID' },
  { name: 'depositStatus', label: '押金状态', type: 'select', options: options(DEPOSIT_STATUS) },
  yesNoFilter('realNameVerified', '实名认证', '已实名', '未实名'),
  { name: 'studentStatus', label: '学生认证', type: 'select', options: options(STUDENT_STATUS) },
  yesNoFilter('blacklisted', '黑名单', '是', '否'),
  { name: 'registeredAt', label: '注册时间', type: 'dateRange' },
  areaFilter(areas),
];

export const blacklistFilters = (areas: AreaOption[]): FilterField[] => [
  { name: 'keyword', label: '关键词', placeholder: '手机号 / 姓名 / 用户ID / 原因' },
  yesNoFilter('permanent', '期限', '永久', '限期'),
  { name: 'addedAt', label: '加入时间', type: 'dateRange' },
  areaFilter(areas),
];
