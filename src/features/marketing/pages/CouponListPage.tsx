import { useNavigate } from 'react-router-dom';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import { marketingApi } from '../api';
import { couponColumns, couponEditPath } from '../columns';
import { couponFilters } from '../filters';
import type { Coupon } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';

/**
 * /marketing/coupon (1709): ride coupons with what they give, their threshold,
 * validity and how many were issued and used; search by name, kind and state;
 * add or edit on /marketing/coupon-add; enable / disable after confirming.
 */
export default function CouponListPage() {
  const navigate = useNavigate();

  return (
    <ListPage<Coupon>
      title="优惠券"
      rowKey="id"
      columns={couponColumns}
      source={queryDef('marketing.coupons', marketingApi.coupons)}
      filters={couponFilters}
      exportName="优惠券"
      toolbar={() => <AddButton code="1709" onClick={() => navigate(couponEditPath())}>新增优惠券</AddButton>}
      rowActionsWidth={120}
      rowActions={(r) => (
        <RowActions
          code="1709"
          onEdit={() => navigate(couponEditPath(r.id))}
          toggle={{ noun: '优惠券', name: r.name, state: r.state, note: '停用后不再发放，已领取的仍可使用。', run: (state) => marketingApi.setCouponState(r.id, state) }}
        />
      )}
    />
  );
}
