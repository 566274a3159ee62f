import { App, Button, Space } from 'antd';
import Access from '@/shared/auth/Access';
import { confirmAction } from '@/shared/ui/confirm';
import { maskPhone } from '@/shared/utils/format';
import type { DeviceRecord } from '@contract/devices';
import { permissionApi } from '../api';
import { ACCESS_WRITES } from '@contract/actions';

/** 授权 / 拒绝 a pending request, 撤销 an authorized device: each after confirming (1003). */
export default function DeviceActions({ device: d }: { device: DeviceRecord }) {
  const feedback = App.useApp();
  const who = `${d.name}（${maskPhone(d.phone)}）的 ${d.deviceName}`;
  const ask = (
    title: string,
    content: string,
    okText: string,
    run: () => Promise<unknown>,
    done: string,
    danger = false,
  ) => confirmAction(feedback, { title, content, okText, run, done, danger });
  return (
    <Access code={[ACCESS_WRITES.deviceConfirm, ACCESS_WRITES.deviceRemove]}>
      <Space size={0}>
        {d.state === 'pending' ? (
          <>
            <Button
              type="link"
              size="small"
              onClick={() =>
                ask(
                  '授权设备',
                  `确定授权 ${who} 登录后台吗？`,
                  '授权',
                  () => permissionApi.decideDevice(d.id, true),
                  '已授权',
                )
              }
            >
              授权
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                ask(
                  '拒绝授权',
                  `确定拒绝 ${who} 的授权申请吗？`,
                  '拒绝',
                  () => permissionApi.decideDevice(d.id, false),
                  '已拒绝',
                  true,
                )
              }
            >
              拒绝
            </Button>
          </>
        ) : null}
        {d.state === 'authorized' ? (
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              ask(
                '撤销授权',
                `确定撤销 ${who} 的授权吗？撤销后该设备将无法登录。`,
                '撤销',
                () => permissionApi.revokeDevice(d.id),
                '已撤销',
                true,
              )
            }
          >
            撤销
          </Button>
        ) : null}
      </Space>
    </Access>
  );
}
