import { FENCE_STYLE } from '@/widgets/fence/style';
import MapView from '@/widgets/map/MapView';
import type { MapPolygon } from '@/widgets/map/types';
import type { ParkApplication } from '@contract/parkApplications';

const PROPOSED = '#fa8c16';

/**
 * The proposed parking box (orange; dashed until approved) among the existing
 * parking stations around it, framed on the proposal and its neighbours.
 */
export default function ApplicationMap({ row, height = 360 }: { row: ParkApplication; height?: number }) {
  const polygons: MapPolygon[] = [
    ...row.nearby.map((s) => ({ id: s.id, path: s.polygon, label: s.name, ...FENCE_STYLE.parking })),
    {
      id: row.id,
      path: row.polygon,
      label: row.stationName,
      color: row.status === 'approved' ? FENCE_STYLE.parking.color : PROPOSED,
      fillOpacity: 0.35,
      dashed: row.status !== 'approved',
    },
  ];
  return <MapView polygons={polygons} fitKey={row.id} height={height} ariaLabel={`拟建站点位置 ${row.stationName}`} />;
}
