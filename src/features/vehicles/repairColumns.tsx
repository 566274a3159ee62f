import { timeColumn } from '@/shared/ui/list/timeColumn';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehiclePath } from '@/shared/nav/paths';
import { money } from '@/shared/utils/format';
import { partsCost, REPAIR_SOURCE, REPAIR_STATUS_TAG, type RepairRow } from '@contract/repairs';
import { textColumn, linkColumn, tagColumn } from '@/shared/ui/list/columns';

const cost = (r: RepairRow) => (r.parts.length ? money(partsCost(r.parts)) : '-');

/** The columns of a repair ticket (设备监控's 维修工单, a vehicle's 告警与维修). */
export const repairColumns: ListColumn<RepairRow>[] = [
  { key: 'id', title: '工单编号', dataIndex: 'id', width: 100 },
  linkColumn('vehicleNo', '车辆编号', 100, (no) => vehiclePath(no, 'alarms')),
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 100 },
  {
    key: 'faultType',
    title: '故障类型',
    width: 110,
    render: (_: unknown, r) => r.faultType ?? '待诊断',
    csv: (r) => r.faultType ?? '',
  },
  { key: 'description', title: '故障描述', dataIndex: 'description', width: 180, ellipsis: true },
  {
    key: 'source',
    title: '来源',
    width: 100,
    render: (_: unknown, r) => (r.alarmId ? `${REPAIR_SOURCE[r.source]} ${r.alarmId}` : REPAIR_SOURCE[r.source]),
    csv: (r) => REPAIR_SOURCE[r.source],
  },
  tagColumn('status', '状态', REPAIR_STATUS_TAG, (r) => r.status, 80),
  timeColumn('reportedAt', '报修时间', { width: 150 }),
  { key: 'reportedBy', title: '报修人', dataIndex: 'reportedBy', width: 90 },
  {
    key: 'assigneeName',
    title: '维修人员',
    width: 90,
    render: (_: unknown, r) => r.assigneeName ?? '-',
    csv: (r) => r.assigneeName ?? '',
  },
  textColumn('parts', '配件费用', 90, (r) => cost(r), { align: 'right' }),
  timeColumn('doneAt', '完成时间', { sortable: false, width: 150 }),
];
