import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { marketingApi } from '../api';
import { couponColumns, couponEditPath } from '../columns';
import { couponFilters } from '../filters';
import type { Coupon } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';
import IssueCouponModal from '../components/IssueCouponModal';
import IssueRecordsButton from '../components/IssueRecordsButton';
import { MARKETING_WRITES } from '@contract/actions';
import Access from '@/shared/auth/Access';
import { marketingKeys } from '../keys';
import { RECORD_NOUN } from '@contract/labels/records';

/**
 * /marketing/coupon (1709): ride coupons with what they give, their threshold,
 * validity and how many were issued and used; search by name, kind and state;
 * add or edit on /marketing/coupon-add; enable / disable after confirming;
 * 发放 to riders by phone list or segment (the backend enforces stock and the
 * limit per rider), and the 发放记录 of every issuance.
 */
export default function CouponListPage() {
  const navigate = useNavigate();
  const areas = useServiceAreas();
  const [issuing, setIssuing] = useState<Coupon>();

  return (
    <>
      <ListPage<Coupon>
        title="优惠券"
        rowKey="id"
        columns={couponColumns}
        source={queryDef(marketingKeys.coupons, marketingApi.coupons)}
        filters={couponFilters}
        toolbar={() => (
          <Space>
            <AddButton code={MARKETING_WRITES.couponCreate} onClick={() => navigate(couponEditPath())}>
              新增优惠券
            </AddButton>
            <IssueRecordsButton />
          </Space>
        )}
        rowActionsWidth={170}
        rowActions={(r) => (
          <RowActions
            code={[MARKETING_WRITES.couponUpdate, MARKETING_WRITES.couponState]}
            before={
              r.state === 'enabled' ? (
                <Access code={MARKETING_WRITES.couponIssue}>
                  <Button type="link" size="small" onClick={() => setIssuing(r)}>
                    发放
                  </Button>
                </Access>
              ) : null
            }
            onEdit={() => navigate(couponEditPath(r.id))}
            toggle={{
              noun: RECORD_NOUN.coupon,
              name: r.name,
              state: r.state,
              note: '停用后不再发放，已领取的仍可使用。',
              run: (state) => marketingApi.setCouponState(r.id, state),
            }}
          />
        )}
      />
      <IssueCouponModal coupon={issuing} areas={areas} onClose={() => setIssuing(undefined)} />
    </>
  );
}
