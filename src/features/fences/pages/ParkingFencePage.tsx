import FenceEditor from '@/widgets/fence/FenceEditor';
import { PARKING_COLUMNS, ParkingFields } from '../components/parking';

/** /electronic/parking-fence (0504): parking stations drawn for AMap. */
export default function ParkingFencePage() {
  return <FenceEditor kind="parking" provider="amap" fields={<ParkingFields />} columns={PARKING_COLUMNS} />;
}
