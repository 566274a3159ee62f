import FenceEditor from '@/widgets/fence/FenceEditor';
import { MAINTAIN_AREA_COLUMNS, MaintainAreaFields } from '../components/maintainArea';

/** /data/area-management (0908): maintenance areas drawn inside the service areas, each with its field staff. */
export default function AreaManagementPage() {
  return <FenceEditor kind="maintain_area" fields={<MaintainAreaFields />} columns={MAINTAIN_AREA_COLUMNS} />;
}
