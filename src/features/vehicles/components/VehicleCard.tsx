import { CloseOutlined } from '@ant-design/icons';
import { vehiclePath } from '@/shared/nav/paths';
import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { vehicleApi } from '../api';
import { COMMAND } from '@contract/logs';
import CommandButtons, { type CommandOutcome } from './CommandButtons';
import StatusTag from './StatusTag';
import { liveFacts } from './VehicleFacts';
import { vehicleKeys } from '../keys';

/**
 * The card of the vehicle chosen on the map: live state, remote commands, links to
 * its trace and detail. Refreshed every `refreshMs` (the map's auto refresh) and after
 * a command (every write refreshes what is shown).
 */
export default function VehicleCard({
  vehicleNo,
  refreshMs,
  areaName,
  onClose,
}: {
  vehicleNo: string;
  refreshMs?: number;
  areaName?: (id: string) => string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const card = useServerQuery({
    key: [...vehicleKeys.vehicle, vehicleNo],
    fetch: (signal) => vehicleApi.detail(vehicleNo, signal),
    unscoped: true,
    refreshMs,
  });
  const [failure, setFailure] = useState<{ vehicleNo: string; text: string } | null>(null);

  // The previous vehicle's state stays while the next loads only if it is the same vehicle.
  const v = card.data?.vehicleNo === vehicleNo ? card.data : undefined;
  const onOutcome = (o: CommandOutcome) => {
    if (o.ok) setFailure(null);
    else setFailure({ vehicleNo, text: `${COMMAND[o.command]}失败：${o.message ?? ''}` });
  };

  return (
    <Card
      size="small"
      role="dialog"
      aria-label={`车辆 ${vehicleNo}`}
      title={
        <Space size={8}>
          <span>车辆 {vehicleNo}</span>
          {v ? <StatusTag vehicle={v} /> : null}
        </Space>
      }
      extra={<Button type="text" size="small" aria-label="关闭车辆卡片" icon={<CloseOutlined />} onClick={onClose} />}
      style={{ width: 340, boxShadow: '0 6px 16px rgba(0,0,0,.12)' }}
      styles={{ body: { maxHeight: 'calc(100vh - 320px)', overflow: 'auto' } }}
    >
      {card.error ? (
        <Alert
          type="error"
          showIcon
          title="车辆信息加载失败"
          description={card.error}
          action={
            <Button size="small" onClick={card.reload}>
              重试
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {v ? (
        <>
          <Descriptions
            size="small"
            column={1}
            colon={false}
            styles={{ label: { width: 72, color: 'rgba(0,0,0,.55)' } }}
            items={[
              ...liveFacts(v).filter((f) => f.key !== 'ops'),
              { key: 'area', label: '服务区', children: areaName?.(v.serviceAreaId) ?? v.serviceAreaId },
              { key: 'imei', label: 'IMEI', children: v.imei },
            ]}
          />
          {failure && failure.vehicleNo === vehicleNo ? (
            <Alert
              type="error"
              showIcon
              title="指令未执行"
              description={failure.text}
              closable={{ onClose: () => setFailure(null) }}
              style={{ margin: '8px 0' }}
            />
          ) : null}
          <div style={{ marginTop: 8 }}>
            <CommandButtons vehicle={v} size="small" onOutcome={onOutcome} />
          </div>
          <Space style={{ marginTop: 8 }}>
            <Button
              size="small"
              type="link"
              style={{ paddingInline: 0 }}
              onClick={() => navigate(vehiclePath(vehicleNo, 'trace'))}
            >
              轨迹回放
            </Button>
            <Button size="small" type="primary" onClick={() => navigate(vehiclePath(vehicleNo))}>
              详情
            </Button>
          </Space>
        </>
      ) : !card.error ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : null}
    </Card>
  );
}
