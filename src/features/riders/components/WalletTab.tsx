import { Select, Space, Statistic } from 'antd';
import { useState } from 'react';
import { options } from '@/shared/utils/options';
import RelatedList from '@/shared/ui/RelatedList';
import { money } from '@/shared/utils/format';
import { riderApi } from '../api';
import { walletColumns } from '../columns';
import { TXN_KIND, type RiderDetail, type TxnKind, type WalletTxn } from '@contract/riders';
import { queryDef } from '@/shared/query/defs';
import { riderKeys } from '../keys';

/** The rider's wallet: balances, and every transaction (newest first), filterable by kind. */
export default function WalletTab({ rider }: { rider: RiderDetail }) {
  const [kind, setKind] = useState<TxnKind>();
  return (
    <RelatedList<WalletTxn>
      rowKey="id"
      columns={walletColumns}
      source={queryDef([...riderKeys.wallet, rider.userId], (q, signal) => riderApi.wallet(rider.userId, q, signal))}
      filters={{ kind }}
      emptyText="暂无交易记录"
      toolbar={
        <Space size="large" wrap align="end">
          <Statistic title="余额" value={money(rider.balance)} />
          <Statistic title="赠送余额" value={money(rider.giftBalance)} />
          <Select<TxnKind>
            allowClear
            placeholder="全部类型"
            aria-label="交易类型"
            style={{ width: 160 }}
            value={kind}
            onChange={setKind}
            options={options(TXN_KIND)}
          />
        </Space>
      }
    />
  );
}
