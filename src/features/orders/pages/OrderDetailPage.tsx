import { Space, Tag } from 'antd';
import PhoneReveal from '@/widgets/phoneReveal/PhoneReveal';
import { Link } from 'react-router-dom';
import { useAccess } from '@/shared/auth/access';
import { ORDER_STATUS, PAY_CHANNEL, type OrderDetail } from '@contract/orders';
import DetailPage from '@/shared/ui/DetailPage';
import { dateTime, distance, duration } from '@/shared/utils/format';
import { orderApi } from '../api';
import FeeBreakdown from '../components/FeeBreakdown';
import OrderActions from '../components/OrderActions';
import OrderTimeline from '../components/OrderTimeline';
import RideTrackMap from '../components/RideTrackMap';
import { queryDef } from '@/shared/query/defs';
import { riderPath } from '@/shared/nav/paths';
import { orderKeys } from '../keys';

const source = queryDef(orderKeys.detail, orderApi.detail);
const point = (p?: [number, number]) => (p ? `${p[0].toFixed(6)}, ${p[1].toFixed(6)}` : '-');

/** /user-order-detail?id= (1601): a ride, its route on the map, its timeline and fee breakdown; end, adjust fee, refund. */
export default function OrderDetailPage() {
  const seesUsers = useAccess('070101');
  return (
    <DetailPage<OrderDetail>
      source={source}
      title={(o) => (
        <Space>
          <span>订单 {o.orderId}</span>
          <Tag color={ORDER_STATUS[o.status]?.color}>{ORDER_STATUS[o.status]?.label ?? o.status}</Tag>
        </Space>
      )}
      fields={(o) => [
        {
          key: 'user',
          label: '用户',
          // a rider's name is plain text; the rider's page needs the user-list code and a rider
          // of the caller's scope (a ride in its area may be of another area's rider)
          children:
            seesUsers && o.userInScope ? (
              <Link to={riderPath(o.userId)}>{o.userName ?? o.userId}</Link>
            ) : (
              (o.userName ?? o.userId)
            ),
        },
        { key: 'phone', label: '手机号', children: <PhoneReveal phone={o.phone} kind="order" id={o.orderId} /> },
        { key: 'vehicle', label: '车辆', children: `${o.vehicleNo}${o.vehicleModel ? `（${o.vehicleModel}）` : ''}` },
        { key: 'area', label: '服务区', children: o.serviceAreaName ?? o.serviceAreaId },
        { key: 'startAt', label: '开始时间', children: dateTime(o.startAt) },
        { key: 'endAt', label: '结束时间', children: o.endAt ? dateTime(o.endAt) : '骑行中' },
        { key: 'duration', label: '骑行时长', children: duration(o.duration) },
        { key: 'distance', label: '里程', children: o.endAt ? distance(o.distance) : '-' },
        { key: 'payChannel', label: '支付方式', children: PAY_CHANNEL[o.payChannel] ?? o.payChannel },
        { key: 'start', label: '起点（经度, 纬度）', children: point(o.start) },
        { key: 'end', label: '终点（经度, 纬度）', children: point(o.end) },
        {
          key: 'parking',
          label: '还车位置',
          children: o.endAt ? o.endedOutsideParking ? <Tag color="warning">停车点外</Tag> : '停车点内' : '-',
        },
      ]}
      actions={(o) => <OrderActions order={o} />}
      tabs={(o) => [
        { key: 'timeline', label: '订单时间线', children: <OrderTimeline order={o} /> },
        { key: 'track', label: '骑行轨迹', children: <RideTrackMap order={o} /> },
        { key: 'fee', label: '费用明细', children: <FeeBreakdown order={o} /> },
      ]}
    />
  );
}
