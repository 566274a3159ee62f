import { Space, Typography } from 'antd';
import { ColorDot } from '@/shared/ui/ColorDot';
import { STATION_FILL_LABEL, type StationFill } from '@contract/fences';
import { STATION_COLOR } from '@/widgets/map/stations';
import type { StationState } from '../hooks/useFences';

const ORDER: StationFill[] = ['over', 'under', 'normal'];

/**
 * The parking stations on the map: how many, how many over capacity or short of vehicles
 * (each in its map colour), and the vehicles parked in them against their capacity.
 */
export default function StationSummary({ stations }: { stations: StationState[] }) {
  const count = (f: StationFill) => stations.filter((s) => s.fill === f).length;
  const parked = stations.reduce((n, s) => n + s.parked, 0);
  const capacity = stations.reduce((n, s) => n + s.capacity, 0);
  return (
    <div className="vehicle-map__toolbar" role="group" aria-label="停车区">
      <Space wrap size={12}>
        <Typography.Text>
          停车区 {stations.length} 个，停放 {parked.toLocaleString('zh-CN')} / 容量 {capacity.toLocaleString('zh-CN')}{' '}
          辆
        </Typography.Text>
        {ORDER.map((f) => (
          <span key={f} data-fill={f}>
            <ColorDot color={STATION_COLOR[f]} size={10} square />
            {STATION_FILL_LABEL[f]} {count(f)}
          </span>
        ))}
        <Typography.Text type="secondary">放大地图后停车区上的数字：停放车辆 / 容量</Typography.Text>
      </Space>
    </div>
  );
}
