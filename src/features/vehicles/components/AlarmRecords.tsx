import { Button } from 'antd';
import { useState } from 'react';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import RowActions from '@/shared/ui/crud/RowActions';
import ConfirmLink from '@/shared/ui/crud/ConfirmLink';
import Access from '@/shared/auth/Access';
import { ALARM } from '@contract/vehicles';
import { ALARM_STATUS, ALARM_TASK, type AlarmRow, type AlarmStatus } from '@contract/alarms';
import { alarmColumns } from '../alarmColumns';
import { vehicleSources } from '../queries';
import { TASK_KIND } from '@contract/tasks';
import { vehicleApi } from '../api';
import { repairApi } from '../repairApi';
import { alarmOptions } from '../labels';
import { FLEET_WRITES } from '@contract/actions';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';

const filters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '告警编号 / 车辆编号' },
  {
    name: 'status',
    label: '状态',
    type: 'select',
    options: (Object.keys(ALARM_STATUS) as AlarmStatus[]).map((s) => ({ value: s, label: ALARM_STATUS[s] })),
  },
  { name: 'alarm', label: '告警类型', type: 'select', options: alarmOptions },
];

/**
 * 告警记录 (issue 12 item 6): each alarm from raised to cleared, with who acknowledged it, the
 * task or repair ticket made from it and who cleared it why. 确认, 建任务 and 报修 ask first; 清除 asks why.
 */
export default function AlarmRecords({ areaFilter }: { areaFilter: FilterField }) {
  const [clearing, setClearing] = useState<AlarmRow | null>(null);
  const actions = (r: AlarmRow) =>
    r.status === 'cleared' ? null : (
      <RowActions code={[FLEET_WRITES.alarmAck, FLEET_WRITES.alarmTask, FLEET_WRITES.alarmClear]}>
        {r.status === 'open' ? (
          <ConfirmLink
            label="确认"
            title="确认告警"
            content={`确认告警 ${r.id}（${r.vehicleNo} ${ALARM[r.alarm]}）？`}
            okText="确认"
            run={() => vehicleApi.ackAlarm(r.id)}
            done="告警已确认"
          />
        ) : null}
        {r.status !== 'handling' ? (
          <>
            <ConfirmLink
              label="建任务"
              title="告警建任务"
              content={`为告警 ${r.id} 创建「${TASK_KIND[ALARM_TASK[r.alarm]]}」任务（车辆 ${r.vehicleNo}，4 小时内完成）？`}
              okText="创建任务"
              run={() => vehicleApi.alarmTask(r.id)}
              done="任务已创建"
            />
            <Access code={FLEET_WRITES.repairReport}>
              <ConfirmLink
                label="报修"
                title="告警报修"
                content={`为告警 ${r.id} 报修？车辆 ${r.vehicleNo} 将下架维修，直到工单完成或取消。`}
                okText="报修"
                run={() => repairApi.report({ alarmId: r.id, description: '' })}
                done="已报修，车辆已下架维修"
              />
            </Access>
          </>
        ) : null}
        <Button type="link" size="small" danger onClick={() => setClearing(r)}>
          清除
        </Button>
      </RowActions>
    );
  return (
    <>
      <ListPage<AlarmRow>
        urlScope="alarms"
        title="告警记录"
        rowKey="id"
        columns={alarmColumns}
        source={vehicleSources.alarms}
        filters={[...filters, areaFilter]}
        exportJob="alarms"
        rowActionsWidth={210}
        rowActions={actions}
      />
      <ModalForm<{ note: string }>
        title={clearing ? `清除告警 ${clearing.id}` : '清除告警'}
        open={clearing !== null}
        okText="清除"
        successMessage="告警已清除"
        onClose={() => setClearing(null)}
        onSubmit={async (v) => {
          await vehicleApi.clearAlarm(clearing!.id, v.note);
        }}
      >
        <NoteItem name="note" rule={NOTE_RULES.alarmClearNote} placeholder="例如：已现场确认车辆在停车点内" />
      </ModalForm>
    </>
  );
}
