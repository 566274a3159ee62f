import { Button, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useServerQuery } from '@/shared/query/useServerQuery';
import LoadFailed from '@/shared/ui/LoadFailed';
import { downloadText, toCsv } from '@/shared/utils/csv';
import { dateTime, money } from '@/shared/utils/format';
import { yuan } from '../stats';
import { ITEM_STATE, REC_CHANNEL, REC_RESULT, SOURCE, type Statement, type StatementItem } from '../reconciliation';
import { reconciliationApi } from '../api';
import { reportKeys } from '../keys';
import { LabelTag } from '@/shared/ui/LabelTag';

const yuanOrBlank = (fen: number | null) => (fen === null ? '' : yuan(fen));

/** The statement as a CSV file: every transaction with both sides. */
export function statementCsv(s: Statement, items: StatementItem[]): string {
  return toCsv(
    ['交易号', '业务', '关联单号', '时间', '平台金额', '渠道金额', '对账结果'],
    [
      ...items.map((i) => [
        i.tradeNo,
        SOURCE[i.source],
        i.ref,
        dateTime(i.at),
        yuanOrBlank(i.platform),
        yuanOrBlank(i.channel),
        ITEM_STATE[i.state],
      ]),
      [
        '合计',
        '',
        '',
        '',
        // the lines above add up to it: what was taken, less the refunds (negative lines)
        yuan(s.platformAmount - s.refundAmount),
        yuanOrBlank(s.result === 'pending' ? null : s.channelAmount - s.refundAmount),
        REC_RESULT[s.result].label,
      ],
    ],
  );
}

/** Downloads one statement (its transactions asked for on click). */
export function DownloadStatement({ statement, size }: { statement: Statement; size?: 'small' }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    reconciliationApi
      .items(statement)
      .then((items) =>
        downloadText(`对账单_${REC_CHANNEL[statement.channel]}_${statement.date}.csv`, statementCsv(statement, items)),
      )
      .catch(() => undefined) // the client has already shown why
      .finally(() => setBusy(false));
  };
  return (
    <Button type="link" size={size} loading={busy} onClick={download} style={{ paddingInline: 0 }}>
      下载对账单
    </Button>
  );
}

const columns = [
  { key: 'tradeNo', title: '交易号', dataIndex: 'tradeNo', width: 140 },
  { key: 'source', title: '业务', width: 80, render: (_: unknown, i: StatementItem) => SOURCE[i.source] },
  { key: 'at', title: '时间', width: 110, render: (_: unknown, i: StatementItem) => dateTime(i.at) },
  {
    key: 'platform',
    title: '平台金额',
    width: 96,
    align: 'right' as const,
    render: (_: unknown, i: StatementItem) => (i.platform === null ? '—' : money(i.platform)),
  },
  {
    key: 'channel',
    title: '渠道金额',
    width: 96,
    align: 'right' as const,
    render: (_: unknown, i: StatementItem) => (i.channel === null ? '—' : money(i.channel)),
  },
  {
    key: 'state',
    title: '差异类型',
    render: (_: unknown, i: StatementItem) => <Tag color="error">{ITEM_STATE[i.state]}</Tag>,
  },
];

/** A statement's figures and the transactions that do not match (the drawer of the list). */
export default function StatementDetail({ statement: s }: { statement: Statement }) {
  const { data, error, reload } = useServerQuery({
    key: [...reportKeys.statementItems, s.id],
    fetch: (signal) => reconciliationApi.items(s, signal),
  });
  const diffs = data?.filter((i) => i.state !== 'matched');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="对账日期">{s.date}</Descriptions.Item>
        <Descriptions.Item label="渠道">{REC_CHANNEL[s.channel]}</Descriptions.Item>
        <Descriptions.Item label="平台">{`${s.platformCount} 笔 ${money(s.platformAmount)}`}</Descriptions.Item>
        <Descriptions.Item label="渠道账单">
          {s.result === 'pending' ? '次日出账' : `${s.channelCount} 笔 ${money(s.channelAmount)}`}
        </Descriptions.Item>
        <Descriptions.Item label="手续费">{money(s.fee)}</Descriptions.Item>
        <Descriptions.Item label="结算金额">{money(s.settlement)}</Descriptions.Item>
      </Descriptions>
      <Space>
        <LabelTag value={s.result} labels={REC_RESULT} />
        <DownloadStatement statement={s} />
      </Space>
      {error ? <LoadFailed error={error} onRetry={reload} /> : null}
      {s.result === 'pending' ? (
        <Empty description="渠道账单次日出账，出账后自动对账" />
      ) : (
        <Table<StatementItem>
          size="small"
          rowKey="tradeNo"
          loading={!data && !error}
          columns={columns}
          dataSource={diffs}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: '没有差异，账单一致' }}
          title={() => `差异明细（${diffs?.length ?? '…'} 笔）`}
        />
      )}
    </Space>
  );
}
