import { Tag } from 'antd';
import { WORKSHEET_STATUS, type WorksheetStatus } from '@contract/worksheets';

export default function WorksheetStatusTag({ status }: { status: WorksheetStatus }) {
  const s = WORKSHEET_STATUS[status];
  return <Tag color={s?.color}>{s?.label ?? status}</Tag>;
}
