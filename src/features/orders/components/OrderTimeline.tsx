import { Timeline, Typography } from 'antd';
import { dateTime } from '@/shared/utils/format';
import type { OrderDetail, TimelineKind } from '@contract/orders';

const COLOR: Record<TimelineKind, string> = {
  start: 'green',
  park: 'gray',
  end: 'blue',
  bill: 'blue',
  pay: 'green',
  cancel: 'gray',
  refund: 'purple',
  adjust: 'orange',
  appeal: 'cyan',
};

/** What happened to the ride, oldest first; a ride in progress ends with a pending dot. */
export default function OrderTimeline({ order }: { order: OrderDetail }) {
  const items = order.timeline.map((e, i) => ({
    key: i,
    color: COLOR[e.kind] ?? 'blue',
    title: dateTime(e.at),
    content: (
      <>
        <Typography.Text strong>{e.title}</Typography.Text>
        {e.detail ? <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.detail}</div> : null}
        {e.by ? <Typography.Text type="secondary">操作人 {e.by}</Typography.Text> : null}
      </>
    ),
  }));
  if (order.status === 'riding')
    items.push({
      key: items.length,
      color: 'blue',
      title: '',
      content: <Typography.Text type="secondary">骑行中…</Typography.Text>,
    });
  return <Timeline titleSpan="180px" items={items} />;
}
