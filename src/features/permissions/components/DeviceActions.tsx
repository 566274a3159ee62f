import { Space } from 'antd';
import Access from '@/shared/auth/Access';
import ConfirmLink from '@/shared/ui/crud/ConfirmLink';
import { maskPhone } from '@/shared/utils/format';
import type { DeviceRecord } from '@contract/devices';
import { permissionApi } from '../api';
import { ACCESS_WRITES } from '@contract/actions';

/** 授权 / 拒绝 a pending request, 撤销 an authorized device: each after confirming (1003). */
export default function DeviceActions({ device: d }: { device: DeviceRecord }) {
  const who = `${d.name}（${maskPhone(d.phone)}）的 ${d.deviceName}`;
  return (
    <Access code={[ACCESS_WRITES.deviceConfirm, ACCESS_WRITES.deviceRemove]}>
      <Space size={0}>
        {d.state === 'pending' ? (
          <>
            <ConfirmLink
              label="授权"
              title="授权设备"
              content={`确定授权 ${who} 登录后台吗？`}
              okText="授权"
              run={() => permissionApi.decideDevice(d.id, true)}
              done="已授权"
            />
            <ConfirmLink
              label="拒绝"
              title="拒绝授权"
              content={`确定拒绝 ${who} 的授权申请吗？`}
              okText="拒绝"
              run={() => permissionApi.decideDevice(d.id, false)}
              done="已拒绝"
              danger
            />
          </>
        ) : null}
        {d.state === 'authorized' ? (
          <ConfirmLink
            label="撤销"
            title="撤销授权"
            content={`确定撤销 ${who} 的授权吗？撤销后该设备将无法登录。`}
            okText="撤销"
            run={() => permissionApi.revokeDevice(d.id)}
            done="已撤销"
            danger
          />
        ) : null}
      </Space>
    </Access>
  );
}
