import FenceEditor from '@/widgets/fence/FenceEditor';
import { PARKING_COLUMNS, ParkingFields } from '../components/parking';

/** /electronic/parking-fence-tencent (0504): parking stations of the Tencent-map app. */
export default function ParkingFenceTencentPage() {
  return <FenceEditor kind="parking" provider="tencent" fields={<ParkingFields />} columns={PARKING_COLUMNS} />;
}
