import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { dateTime } from '@/shared/utils/format';
import { ALARM, OPS_STATE, RIDE_STATE, type Vehicle } from '@contract/vehicles';
import { ago, volts } from '../model/time';
import BatteryBar from './BatteryBar';
import SignalBars from './SignalBars';
import StatusTag from './StatusTag';

export const LockTag = ({ locked }: { locked: boolean }) =>
  locked ? (
    <Tag icon={<LockOutlined />} color="default">
      已锁车
    </Tag>
  ) : (
    <Tag icon={<UnlockOutlined />} color="processing">
      未锁车
    </Tag>
  );

export const OnlineTag = ({ online }: { online: boolean }) =>
  online ? <Tag color="success">在线</Tag> : <Tag color="default">离线</Tag>;

export const AlarmTags = ({ alarms }: { alarms: readonly Vehicle['alarms'][number][] }) =>
  alarms.length ? (
    <Space size={[4, 4]} wrap>
      {alarms.map((a) => (
        <Tag key={a} color="error" style={{ marginInlineEnd: 0 }}>
          {ALARM[a] ?? a}
        </Tag>
      ))}
    </Space>
  ) : (
    <span style={{ color: 'rgba(0,0,0,.45)' }}>无</span>
  );

export const OpsTags = ({ ops }: { ops: readonly Vehicle['opsStates'][number][] }) =>
  ops.length ? (
    <Space size={[4, 4]} wrap>
      {ops.map((o) => (
        <Tag key={o} color="warning" style={{ marginInlineEnd: 0 }}>
          {OPS_STATE[o] ?? o}
        </Tag>
      ))}
    </Space>
  ) : (
    <span style={{ color: 'rgba(0,0,0,.45)' }}>无</span>
  );

export const Heartbeat = ({ at }: { at: string }) => (
  <span title={dateTime(at)}>
    {dateTime(at).slice(5)}（{ago(at)}）
  </span>
);

/** The live state of a vehicle as label / content pairs (card and detail page). */
export function liveFacts(v: Vehicle): Array<{ key: string; label: string; children: ReactNode }> {
  return [
    {
      key: 'status',
      label: '状态',
      children: (
        <Space size={6}>
          <StatusTag vehicle={v} />
          <span>{RIDE_STATE[v.rideState]}</span>
        </Space>
      ),
    },
    { key: 'battery', label: '电量', children: <BatteryBar value={v.battery} width={140} /> },
    { key: 'voltage', label: '电压', children: volts(v.voltage) },
    { key: 'heartbeat', label: '最后心跳', children: <Heartbeat at={v.lastHeartbeatAt} /> },
    { key: 'locked', label: '锁状态', children: <LockTag locked={v.locked} /> },
    { key: 'signal', label: '信号', children: <SignalBars signal={v.signal} online={v.online} showValue /> },
    { key: 'online', label: '网络', children: <OnlineTag online={v.online} /> },
    { key: 'alarms', label: '告警', children: <AlarmTags alarms={v.alarms} /> },
    { key: 'ops', label: '运维状态', children: <OpsTags ops={v.opsStates} /> },
  ];
}
