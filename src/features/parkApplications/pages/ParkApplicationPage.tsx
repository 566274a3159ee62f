import { useAccess } from '@/shared/auth/access';
import type { FilterField } from '@/shared/ui/list/types';
import ReviewQueue from '@/widgets/reviewQueue/ReviewQueue';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { parkApplicationApi } from '../api';
import { columns } from '../columns';
import ApplicationDetail from '../components/ApplicationDetail';
import type { ParkApplication } from '@contract/parkApplications';
import { queryDef } from '@/shared/query/defs';
import { FLEET_WRITES } from '@contract/actions';
import { parkApplicationKeys } from '../keys';
import { areaFilter } from '@/shared/ui/list/filters';

const approve = (r: ParkApplication) => parkApplicationApi.approve(r.id);
const reject = (r: ParkApplication, reason: string) => parkApplicationApi.reject(r.id, reason);

/**
 * /data/park-application (0910): parking-station applications of the operations
 * staff. Approving creates the station among the parking fences; rejecting needs a reason.
 */
export default function ParkApplicationPage() {
  const areas = useServiceAreas();
  const canReview = useAccess([FLEET_WRITES.parkApprove, FLEET_WRITES.parkReject]);
  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', placeholder: '站点名称 / 申请人 / 手机号 / 申请编号' },
    areaFilter(areas),
    { name: 'createdAt', label: '提交时间', type: 'dateRange' },
  ];
  return (
    <ReviewQueue<ParkApplication>
      title="站点申请"
      rowKey="id"
      source={queryDef(parkApplicationKeys.list, parkApplicationApi.list)}
      canReview={canReview}
      approveText="通过站点申请（创建停车点）"
      onApprove={approve}
      onReject={reject}
      isPending={(r) => r.status === 'pending'}
      filters={filters}
      columns={columns}
      detail={(r) => <ApplicationDetail row={r} />}
      detailTitle={(r) => `站点申请 · ${r.id}`}
      rowActionsWidth={170}
    />
  );
}
