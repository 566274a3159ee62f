import { useState } from 'react';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField } from '@/shared/ui/list/types';
import AddButton from '@/shared/ui/crud/AddButton';
import { REPAIR_STATUS, type RepairRow, type RepairStatus } from '@contract/repairs';
import { repairColumns } from '../repairColumns';
import { vehicleSources } from '../queries';
import RepairDetail from './RepairDetail';
import ReportRepairModal from './ReportRepairModal';
import { useFaultOptions } from './RepairStepModals';
import { useRepairSteps } from './useRepairSteps';
import { FLEET_WRITES } from '@contract/actions';

const statusOptions = (Object.keys(REPAIR_STATUS) as RepairStatus[]).map((s) => ({
  value: s,
  label: REPAIR_STATUS[s],
}));

/**
 * 维修工单 (issue 12 item 6): each repair from its report to done, with the next step as the
 * row's action (诊断 and 订配件 in a form, the others after a question) and its whole record in
 * the drawer; 报修 opens one on a vehicle typed in.
 */
export default function RepairTickets({ areaFilter }: { areaFilter: FilterField }) {
  const [reporting, setReporting] = useState(false);
  const faults = useFaultOptions();
  const { actions, modals } = useRepairSteps();
  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', placeholder: '工单编号 / 车辆编号' },
    { name: 'status', label: '状态', type: 'select', options: statusOptions },
    { name: 'faultType', label: '故障类型', type: 'select', options: faults },
    { name: 'reportedAt', label: '报修日期', type: 'dateRange' },
    areaFilter,
  ];
  return (
    <>
      <ListPage<RepairRow>
        urlScope="repairs"
        title="维修工单"
        rowKey="id"
        columns={repairColumns}
        source={vehicleSources.repairs}
        filters={filters}
        toolbar={() => (
          <AddButton code={FLEET_WRITES.repairReport} onClick={() => setReporting(true)}>
            报修
          </AddButton>
        )}
        exportJob="repairs"
        rowActionsWidth={310}
        rowActions={actions}
        detail={(r) => <RepairDetail ticket={r} />}
        detailTitle={(r) => `维修工单 ${r.id}`}
      />
      {modals}
      <ReportRepairModal open={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
