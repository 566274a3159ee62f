import { Tag, Tooltip } from 'antd';
import { displayStatus, STATUS_META, type StatusInput } from '@/shared/utils/vehicleStatus';
import { type DisplayStatus } from '@contract/vehicles';

/** The display status in its map colour (one derivation for maps, tables and charts). */
export default function StatusTag({ status, vehicle }: { status?: DisplayStatus; vehicle?: StatusInput }) {
  const s = status ?? (vehicle ? displayStatus(vehicle) : 'available');
  const meta = STATUS_META[s];
  return (
    <Tooltip title={meta.hint}>
      <Tag color={meta.color} style={{ marginInlineEnd: 0 }}>
        {meta.label}
      </Tag>
    </Tooltip>
  );
}
