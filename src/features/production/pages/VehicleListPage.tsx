import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import { queryDef } from '@/shared/query/defs';
import { confirmAction } from '@/shared/ui/confirm';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField } from '@/shared/ui/list/types';
import { productionApi } from '../api';
import { editPath, vehicleColumns } from '../columns';
import BindModal from '../components/BindModal';
import XlsxExportButton from '../components/XlsxExportButton';
import { BIND_STATES, VEHICLE_MODELS, type FactoryVehicle } from '@contract/production';
import { PRODUCTION_WRITES } from '@contract/actions';
import { productionKeys } from '../keys';

const filters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: 'IMEI / 车架号 / 车辆编号' },
  {
    name: 'bound',
    label: '绑定状态',
    type: 'select',
    options: Object.entries(BIND_STATES).map(([value, label]) => ({ value, label })),
  },
  { name: 'model', label: '车型', type: 'select', options: VEHICLE_MODELS.map((m) => ({ value: m, label: m })) },
  { name: 'batch', label: '批次', placeholder: '例如 2026-05-A' },
  { name: 'producedAt', label: '生产日期', type: 'dateRange' },
];

/**
 * /production/vehicle-list (06): vehicles as they left the factory (imported ones
 * included) with search, filters, paging and an Excel export of the current filters;
 * edit on /production/vehicle-list-edit; bind or unbind a fleet vehicle number.
 */
export default function VehicleListPage() {
  const navigate = useNavigate();
  const feedback = App.useApp();
  const [binding, setBinding] = useState<FactoryVehicle | null>(null);

  const unbind = (r: FactoryVehicle) =>
    confirmAction(feedback, {
      title: '解绑车辆编号',
      content: `确定要解除 IMEI ${r.imei} 与车辆编号 ${r.vehicleNo} 的绑定吗？`,
      okText: '解绑',
      danger: true,
      run: () => productionApi.unbind(r.imei),
      done: '已解绑',
    });

  return (
    <>
      <ListPage<FactoryVehicle>
        title="出厂车辆"
        exportName={false}
        rowKey="imei"
        columns={vehicleColumns}
        source={queryDef(productionKeys.vehicles, productionApi.vehicles)}
        filters={filters}
        toolbar={(ctx) => <XlsxExportButton query={ctx.query} />}
        rowActionsWidth={170}
        rowActions={(r) => (
          <Access
            code={[PRODUCTION_WRITES.vehicleUpdate, PRODUCTION_WRITES.vehicleBind, PRODUCTION_WRITES.vehicleUnbind]}
          >
            <Button type="link" size="small" onClick={() => navigate(editPath(r.imei))}>
              编辑
            </Button>
            <Button type="link" size="small" onClick={() => setBinding(r)}>
              {r.vehicleNo ? '换绑' : '绑定'}
            </Button>
            {r.vehicleNo ? (
              <Button type="link" size="small" danger onClick={() => unbind(r)}>
                解绑
              </Button>
            ) : null}
          </Access>
        )}
      />
      <BindModal vehicle={binding} onClose={() => setBinding(null)} />
    </>
  );
}
