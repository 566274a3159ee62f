import { Tag } from 'antd';
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

const pendingOr = (s: Statement, v: string | number) => (s.result === 'pending' ? '—' : v);
const amount = (
  key: 'platformAmount' | 'channelAmount' | 'diffAmount' | 'fee' | 'settlement',
  title: string,
  onChannel = true,
): ListColumn<Statement> => ({
  key,
  title,
  align: 'right',
  width: 120,
  render: (_: unknown, s) => (onChannel ? pendingOr(s, money(s[key])) : money(s[key])),
  csv: (s) => (onChannel && s.result === 'pending' ? '' : yuan(s[key])),
});
const count = (
  key: 'platformCount' | 'channelCount' | 'diffCount',
  title: string,
  onChannel = true,
): ListColumn<Statement> => ({
  key,
  title,
  align: 'right',
  width: 90,
  render: (_: unknown, s) => (onChannel ? pendingOr(s, s[key]) : s[key]),
  csv: (s) => (onChannel && s.result === 'pending' ? '' : s[key]),
});

const columns: ListColumn<Statement>[] = [
  { key: 'date', title: '对账日期', dataIndex: 'date', width: 110, fixed: 'left' },
  {
    key: 'channel',
    title: '支付渠道',
    width: 100,
    render: (_: unknown, s) => REC_CHANNEL[s.channel],
    csv: (s) => REC_CHANNEL[s.channel],
  },
  count('platformCount', '平台笔数', false),
  amount('platformAmount', '平台金额', false),
  count('channelCount', '渠道笔数'),
  amount('channelAmount', '渠道金额'),
  count('diffCount', '差异笔数'),
  amount('diffAmount', '差异金额'),
  amount('fee', '手续费'),
  amount('settlement', '结算金额'),
  {
    key: 'result',
    title: '对账结果',
    width: 100,
    render: (_: unknown, s) => <Tag color={REC_RESULT[s.result].color}>{REC_RESULT[s.result].label}</Tag>,
    csv: (s) => REC_RESULT[s.result].label,
  },
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
      exportName="财务对账"
      detail={(s) => <StatementDetail statement={s} />}
      detailTitle={(s) => `${s.date} ${REC_CHANNEL[s.channel]}对账单`}
      rowActions={(s) => <DownloadStatement statement={s} size="small" />}
      rowActionsWidth={170}
    />
  );
}
