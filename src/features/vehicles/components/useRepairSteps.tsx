import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import RowActions from '@/shared/ui/crud/RowActions';
import ConfirmLink from '@/shared/ui/crud/ConfirmLink';
import type { ConfirmAction } from '@/shared/ui/confirm';
import { isOpenRepair, REPAIR_FLOW, type RepairRow, type RepairStepInput } from '@contract/repairs';
import { repairApi } from '../repairApi';
import { DiagnoseModal, PartsModal } from './RepairStepModals';
import { FLEET_WRITES } from '@contract/actions';

type Step = RepairStepInput['step'];

/** The question each confirmed step asks. */
const ASK: Record<'start' | 'finish' | 'cancel', (r: RepairRow) => Omit<ConfirmAction, 'run'>> = {
  start: (r) => ({
    title: '开始维修',
    content: `开始维修工单 ${r.id}（车辆 ${r.vehicleNo}）？`,
    okText: '开始维修',
    done: '已开始维修',
  }),
  finish: (r) => ({
    title: '完成维修',
    content: `确认工单 ${r.id} 已修好？车辆 ${r.vehicleNo} 将恢复运营。`,
    okText: '完成',
    done: '维修已完成，车辆已恢复运营',
  }),
  cancel: (r) => ({
    title: '取消工单',
    content: `取消工单 ${r.id}？车辆 ${r.vehicleNo} 将恢复运营。`,
    okText: '取消工单',
    danger: true,
    done: '工单已取消',
  }),
};

const LABEL: Record<Step, string> = {
  diagnose: '诊断',
  order_parts: '订配件',
  start: '开始维修',
  finish: '完成',
  cancel: '取消',
};

/**
 * The next steps of a repair ticket as row links (for holders of the step's codes): 诊断 and 订配件 open
 * their form, 开始维修, 完成 and 取消 ask first. `modals` renders the forms once for the list.
 */
export function useRepairSteps(): { actions: (r: RepairRow) => ReactNode; modals: ReactNode } {
  const [diagnosing, setDiagnosing] = useState<RepairRow | null>(null);
  const [ordering, setOrdering] = useState<RepairRow | null>(null);
  const open: Record<'diagnose' | 'order_parts', (r: RepairRow) => void> = {
    diagnose: setDiagnosing,
    order_parts: setOrdering,
  };
  const link = (r: RepairRow, step: Step) =>
    step === 'diagnose' || step === 'order_parts' ? (
      <Button key={step} type="link" size="small" onClick={() => open[step](r)}>
        {LABEL[step]}
      </Button>
    ) : (
      <ConfirmLink key={step} label={LABEL[step]} {...ASK[step](r)} run={() => repairApi.step({ id: r.id, step })} />
    );
  const actions = (r: RepairRow) =>
    isOpenRepair(r.status) ? (
      <RowActions code={FLEET_WRITES.repairStep}>
        {(Object.keys(REPAIR_FLOW) as Step[])
          .filter((step) => REPAIR_FLOW[step].from.includes(r.status))
          .map((step) => link(r, step))}
      </RowActions>
    ) : null;
  const modals = (
    <>
      <DiagnoseModal ticket={diagnosing} onClose={() => setDiagnosing(null)} />
      <PartsModal ticket={ordering} onClose={() => setOrdering(null)} />
    </>
  );
  return { actions, modals };
}
