import { Tag } from 'antd';
import { SUPPORT_PRIORITY, SUPPORT_STATUS, type SupportPriority, type SupportStatus } from '@contract/support';

export const StatusTag = ({ status }: { status: SupportStatus }) => (
  <Tag color={SUPPORT_STATUS[status]?.color}>{SUPPORT_STATUS[status]?.label ?? status}</Tag>
);

export const PriorityTag = ({ priority }: { priority: SupportPriority }) => (
  <Tag color={SUPPORT_PRIORITY[priority]?.color}>{SUPPORT_PRIORITY[priority]?.label ?? priority}</Tag>
);
