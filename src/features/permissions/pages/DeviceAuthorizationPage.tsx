import ListPage from '@/shared/ui/list/ListPage';
import { queryDef } from '@/shared/query/defs';
import type { FilterField } from '@/shared/ui/list/types';
import { DEVICE_STATE, type DeviceRecord } from '@contract/devices';
import { permissionApi } from '../api';
import DeviceActions from '../components/DeviceActions';
import { deviceColumns } from '../deviceColumns';
import { permissionKeys } from '../keys';

const filters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '姓名 / 手机号 / 设备' },
  {
    name: 'state',
    label: '状态',
    type: 'select',
    options: Object.entries(DEVICE_STATE).map(([value, label]) => ({ value, label })),
  },
];

/**
 * /permissions/device (1003): the devices operators sign in from. A sign-in refused at
 * device verification can ask for authorization; its request waits here (待审核 first)
 * to be authorized or refused; an authorized device can be revoked.
 */
export default function DeviceAuthorizationPage() {
  return (
    <ListPage<DeviceRecord>
      title="设备授权"
      rowKey="id"
      columns={deviceColumns}
      source={queryDef(permissionKeys.devices, permissionApi.devices)}
      filters={filters}
      defaultFilters={{ state: 'pending' }}
      emptyText="没有符合条件的设备"
      rowActionsWidth={120}
      rowActions={(d) => <DeviceActions device={d} />}
    />
  );
}
