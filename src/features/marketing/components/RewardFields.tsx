/** A reward: a coupon, an amount of balance in yuan, or (where offered) riding-card days. */
import { Form, Radio, Select } from 'antd';
import { YuanItem } from '../money';
import { MONEY_LIMITS } from '@contract/money';
import { CountItem } from '../fields';
import { REWARD_KIND } from '@contract/invites';
import type { EnableState } from '@contract/common';

/** The form's reward: the amount in yuan as typed ("3.50"). */
export interface RewardValues {
  kind: 'coupon' | 'balance' | 'card_days';
  couponId?: string;
  amount?: string;
  days?: number;
}

interface Props {
  /** inviterReward / inviteeReward / reward */
  name: string;
  /** 邀请人 / 被邀请人 / '' */
  who: string;
  coupons: Array<{ id: string; name: string; state: EnableState }>;
  /** the kinds offered (default: coupon and balance) */
  kinds?: Partial<Record<RewardValues['kind'], string>>;
}

export function RewardFields({ name, who, coupons, kinds = REWARD_KIND }: Props) {
  const kind = Form.useWatch([name, 'kind']) as RewardValues['kind'] | undefined;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '280px 1fr', columnGap: 16 }}>
      <Form.Item
        name={[name, 'kind']}
        label={`${who}奖励`}
        rules={[{ required: true, message: `请选择${who}奖励类型` }]}
      >
        <Radio.Group
          aria-label={`${who}奖励类型`}
          optionType="button"
          options={Object.entries(kinds).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      {kind === 'balance' ? (
        <YuanItem name={[name, 'amount']} label={`${who}奖励金额`} limit={MONEY_LIMITS.reward} />
      ) : kind === 'card_days' ? (
        <CountItem name={[name, 'days']} label={`${who}骑行卡天数`} min={1} max={365} unit="天" />
      ) : (
        <Form.Item
          name={[name, 'couponId']}
          label={`${who}奖励优惠券`}
          rules={[{ required: true, message: `请选择${who}奖励的优惠券` }]}
        >
          <Select
            aria-label={`${who}奖励优惠券`}
            placeholder="选择优惠券"
            options={coupons.map((c) => ({
              value: c.id,
              label: c.state === 'enabled' ? c.name : `${c.name}（已停用）`,
              disabled: c.state !== 'enabled',
            }))}
          />
        </Form.Item>
      )}
    </div>
  );
}
