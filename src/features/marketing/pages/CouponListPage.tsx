import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import { marketingApi } from '../api';
import { couponColumns, couponEditPath } from '../columns';
import { AddButton, confirmToggle, RowActions } from '../components/ConfigActions';
import { couponFilters } from '../filters';
import type { Coupon } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';

/**
 * /marketing/coupon (1709): ride coupons with what they give, their threshold,
 * validity and how many were issued and used; search by name, kind and state;
 * add or edit on /marketing/coupon-add; enable / disable after confirming.
 */
export default function CouponListPage() {
  const feedback = App.useApp();
  const navigate = useNavigate();

  const toggle = (r: Coupon, ctx: ListContext<Coupon>) =>
    confirmToggle(feedback, '优惠券', r, '停用后不再发放，已领取的仍可使用。', (state) => marketingApi.setCouponState(r.id, state), ctx.reload);

  return (
    <ListPage<Coupon>
      title="优惠券"
      rowKey="id"
      columns={couponColumns}
      source={queryDef('marketing.coupons', marketingApi.coupons)}
      filters={couponFilters}
      exportName="优惠券"
      toolbar={() => <AddButton code="1709" label="新增优惠券" onClick={() => navigate(couponEditPath())} />}
      rowActionsWidth={120}
      rowActions={(r, ctx) => <RowActions code="1709" onEdit={() => navigate(couponEditPath(r.id))} toggle={{ state: r.state, onClick: () => toggle(r, ctx) }} />}
    />
  );
}
