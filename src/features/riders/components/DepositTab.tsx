import { Descriptions, Empty, Tag, Timeline, Typography } from 'antd';
import { dateTime, money } from '@/shared/utils/format';
import { DEPOSIT_ACTION, DEPOSIT_STATUS, type RiderDetail } from '@contract/riders';

const CHANNEL: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };

/** The rider's deposit: its state and amount, and its history (paid, frozen, recovered, refunded). */
export default function DepositTab({ rider }: { rider: RiderDetail }) {
  const status = DEPOSIT_STATUS[rider.depositStatus];
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'status', label: '押金状态', children: <Tag color={status.color}>{status.label}</Tag> },
          { key: 'amount', label: '押金金额', children: money(rider.deposit) },
        ]}
      />
      {rider.depositLog.length ? (
        <Timeline
          titleSpan="180px"
          items={rider.depositLog.map((e, i) => ({
            key: i,
            color: DEPOSIT_ACTION[e.action].color,
            title: dateTime(e.at),
            content: (
              <>
                <Typography.Text strong>{DEPOSIT_ACTION[e.action].label}</Typography.Text> {money(e.amount)}
                {e.channel ? `（${CHANNEL[e.channel] ?? e.channel}）` : ''}
                <div>
                  <Typography.Text type="secondary">{e.note}</Typography.Text>
                  {e.by ? <Typography.Text type="secondary">{` · 操作人 ${e.by}`}</Typography.Text> : null}
                </div>
              </>
            ),
          }))}
        />
      ) : (
        <Empty description="未缴纳过押金" />
      )}
    </>
  );
}
