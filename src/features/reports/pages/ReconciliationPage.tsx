import { Alert } from 'antd';
import { options } from '@/shared/utils/options';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField, ListColumn } from '@/shared/ui/list/types';
import { money } from '@/shared/utils/format';
import StatementDetail, { DownloadStatement } from '../components/StatementDetail';
import { REC_CHANNEL, REC_RESULT, type Statement } from '../reconciliation';
import { reconciliationApi } from '../api';
import { yuan } from '../stats';
import { queryDef } from '@/shared/query/defs';
import { reportKeys } from '../keys';
import { textColumn, tagColumn } from '@/shared/ui/list/columns';

const pendingOr = (s: Statement, v: string | number) => (s.result === 'pending' ? '—' : v);
type Figure =
  | 'platformAmount'
  | 'channelAmount'
  | 'diffAmount'
  | 'fee'
  | 'settlement'
  | 'platformCount'
  | 'channelCount'
  | 'diffCount'
  | 'refundCount'
  | 'refundAmount';

/** A figure of the statement; one the channel reports is — until the channel's file arrives (`onChannel`). */
const figure =
  (width: number, shown: (v: number) => string | number, exported: (v: number) => string | number) =>
  (key: Figure, title: string, onChannel = true): ListColumn<Statement> => ({
    key,
    title,
    align: 'right',
    width,
    render: (_: unknown, s) => (onChannel ? pendingOr(s, shown(s[key])) : shown(s[key])),
    csv: (s) => (onChannel && s.result === 'pending' ? '' : exported(s[key])),
  });
const same = (v: number) => v;
const amount = figure(120, money, yuan);
const count = figure(90, same, same);

const columns: ListColumn<Statement>[] = [
  { key: 'date', title: '对账日期', dataIndex: 'date', width: 110, fixed: 'left' },
  textColumn('channel', '支付渠道', 100, (s) => REC_CHANNEL[s.channel]),
  count('platformCount', '平台笔数', false),
  amount('platformAmount', '平台收款（骑行+充值+购卡）', false),
  count('refundCount', '退款笔数', false),
  amount('refundAmount', '退款金额（原路退回）', false),
  count('channelCount', '渠道笔数'),
  amount('channelAmount', '渠道金额'),
  count('diffCount', '差异笔数'),
  amount('diffAmount', '差异金额'),
  amount('fee', '手续费'),
  amount('settlement', '结算金额（扣退款、手续费）'),
  tagColumn('result', '对账结果', REC_RESULT, (s) => s.result, 100),
];

const filters: FilterField[] = [
  { name: 'date', label: '对账日期', type: 'dateRange' },
  { name: 'channel', label: '支付渠道', type: 'select', options: options(REC_CHANNEL) },
  { name: 'result', label: '对账结果', type: 'select', options: options(REC_RESULT) },
];

/**
 * /report/download-statistics (FinancialReconciliation): each day's WeChat Pay and Alipay
 * takings set against the channel's statement, with the differences, fees and settlement;
 * each statement downloads as CSV and opens on its differing transactions.
 */
export default function ReconciliationPage() {
  return (
    <ListPage<Statement>
      title="财务对账"
      rowKey="id"
      columns={columns}
      source={queryDef(reportKeys.statements, reconciliationApi.statements)}
      filters={filters}
      detail={(s) => <StatementDetail statement={s} />}
      detailTitle={(s) => `${s.date} ${REC_CHANNEL[s.channel]}对账单`}
      rowActions={(s) => <DownloadStatement statement={s} size="small" />}
      rowActionsWidth={170}
      header={
        <Alert
          type="info"
          showIcon
          title="平台收款含骑行支付、余额充值和购卡，按支付时间计入当天；日统计的微信、支付宝只含骑行支付。原路退回该渠道的退款按退款时间计入当天，结算金额已扣除。"
        />
      }
    />
  );
}
