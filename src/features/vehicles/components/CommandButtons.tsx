import { BellOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { toast } from '@/shared/http/notify';
import Access from '@/shared/auth/Access';
import { vehicleApi } from '../api';
import { COMMAND, type Command } from '@contract/logs';
import type { Vehicle } from '@contract/vehicles';
import { FLEET_WRITES } from '@contract/actions';

export interface CommandOutcome {
  command: Command;
  ok: boolean;
  /** the server's message on failure */
  message?: string;
  vehicle?: Vehicle;
}

const ICONS = { lock: <LockOutlined />, unlock: <UnlockOutlined />, ring: <BellOutlined /> };

/**
 * Remote commands of one vehicle: 锁车 / 开锁 ask first, 寻车铃 rings at once.
 * A failure shows the server's message and changes nothing here; a success
 * reports the vehicle as the server now has it. Shown to holders of the command's codes.
 */
export default function CommandButtons({
  vehicle,
  onOutcome,
  size = 'middle',
}: {
  vehicle: Vehicle;
  onOutcome?: (o: CommandOutcome) => void;
  size?: 'small' | 'middle';
}) {
  const [busy, setBusy] = useState<Command | null>(null);

  const run = async (command: Command) => {
    setBusy(command);
    try {
      const updated = await vehicleApi.command(vehicle.vehicleNo, command);
      toast('success', `${COMMAND[command]}指令已执行`);
      onOutcome?.({ command, ok: true, vehicle: updated });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      toast('error', `${COMMAND[command]}失败：${message}`);
      onOutcome?.({ command, ok: false, message });
    } finally {
      setBusy(null);
    }
  };

  const confirmed = (command: 'lock' | 'unlock') => (
    <Popconfirm
      title={`确定要${COMMAND[command]}吗？`}
      description={`车辆 ${vehicle.vehicleNo}`}
      okText="确定"
      cancelText="取消"
      onConfirm={() => run(command)}
    >
      <Button size={size} icon={ICONS[command]} loading={busy === command} disabled={busy !== null && busy !== command}>
        {COMMAND[command]}
      </Button>
    </Popconfirm>
  );

  return (
    <Access code={FLEET_WRITES.vehicleCommand}>
      <Space wrap size={8}>
        {confirmed('lock')}
        {confirmed('unlock')}
        <Button
          size={size}
          icon={ICONS.ring}
          loading={busy === 'ring'}
          disabled={busy !== null && busy !== 'ring'}
          onClick={() => run('ring')}
        >
          {COMMAND.ring}
        </Button>
      </Space>
    </Access>
  );
}
