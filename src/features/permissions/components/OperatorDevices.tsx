import { Alert, Button, Modal, Table } from 'antd';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { dateTime, maskPhone } from '@/shared/utils/format';
import type { DeviceRecord } from '@contract/devices';
import type { Operator } from '@contract/permissions';
import { permissionApi } from '../api';
import { deviceStateTag } from '../deviceColumns';
import DeviceActions from './DeviceActions';
import { permissionKeys } from '../keys';

/** An operator's devices with their last sign-in (login_info), each revocable or decidable in place. */
export default function OperatorDevices({ operator, onClose }: { operator?: Operator; onClose: () => void }) {
  const opManId = operator?.opManId ?? '';
  const list = useServerQuery({
    key: [...permissionKeys.operatorDevices, opManId],
    fetch: (signal) => permissionApi.devicesOf(opManId, signal),
    enabled: !!operator,
  });
  return (
    <Modal
      open={!!operator}
      title={operator ? `${operator.name}（${maskPhone(operator.phone)}）的登录设备` : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={760}
      destroyOnHidden
    >
      {list.error ? (
        <Alert
          type="error"
          showIcon
          title={list.error}
          action={
            <Button size="small" onClick={list.reload}>
              重试
            </Button>
          }
        />
      ) : (
        <Table<DeviceRecord>
          rowKey="id"
          size="small"
          loading={list.loading}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: '该用户还没有登录过的设备' }}
          columns={[
            { key: 'deviceName', title: '设备', dataIndex: 'deviceName' },
            { key: 'state', title: '状态', width: 90, render: (_: unknown, d) => deviceStateTag(d.state) },
            { key: 'lastLoginAt', title: '最近登录', width: 170, render: (_: unknown, d) => dateTime(d.lastLoginAt) },
            { key: 'requestedAt', title: '首次申请', width: 170, render: (_: unknown, d) => dateTime(d.requestedAt) },
            { key: 'actions', title: '操作', width: 120, render: (_: unknown, d) => <DeviceActions device={d} /> },
          ]}
        />
      )}
    </Modal>
  );
}
