import { timeColumn } from '@/shared/ui/list/timeColumn';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehiclePath } from '@/shared/nav/paths';
import { money } from '@/shared/utils/format';
import { partsCost, REPAIR_SOURCE, REPAIR_STATUS_TAG, type RepairRow } from '@contract/repairs';
import { textColumn, linkColumn, tagColumn } from '@/shared/ui/list/columns';
import { REPAIR_COLUMNS } from '@contract/labels/fleet';

const cost = (r: RepairRow) => (r.parts.length ? money(partsCost(r.parts)) : '-');

/** The columns of a repair ticket (设备监控's 维修工单, a vehicle's 告警与维修). */
export const repairColumns: ListColumn<RepairRow>[] = [
  { key: 'id', title: REPAIR_COLUMNS.id, dataIndex: 'id', width: 100 },
  linkColumn('vehicleNo', REPAIR_COLUMNS.vehicleNo, 100, (no) => vehiclePath(no, 'alarms')),
  { key: 'serviceAreaName', title: REPAIR_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: 100 },
  {
    key: 'faultType',
    title: REPAIR_COLUMNS.faultType,
    width: 110,
    render: (_: unknown, r) => r.faultType ?? '待诊断',
    csv: (r) => r.faultType ?? '',
  },
  { key: 'description', title: REPAIR_COLUMNS.description, dataIndex: 'description', width: 180, ellipsis: true },
  {
    key: 'source',
    title: REPAIR_COLUMNS.source,
    width: 100,
    render: (_: unknown, r) => (r.alarmId ? `${REPAIR_SOURCE[r.source]} ${r.alarmId}` : REPAIR_SOURCE[r.source]),
    csv: (r) => REPAIR_SOURCE[r.source],
  },
  tagColumn('status', REPAIR_COLUMNS.status, REPAIR_STATUS_TAG, (r) => r.status, 80),
  timeColumn('reportedAt', REPAIR_COLUMNS.reportedAt, { width: 150 }),
  { key: 'reportedBy', title: REPAIR_COLUMNS.reportedBy, dataIndex: 'reportedBy', width: 90 },
  {
    key: 'assigneeName',
    title: REPAIR_COLUMNS.assigneeName,
    width: 90,
    render: (_: unknown, r) => r.assigneeName ?? '-',
    csv: (r) => r.assigneeName ?? '',
  },
  textColumn('parts', REPAIR_COLUMNS.parts, 90, (r) => cost(r), { align: 'right' }),
  timeColumn('doneAt', REPAIR_COLUMNS.doneAt, { sortable: false, width: 150 }),
];
