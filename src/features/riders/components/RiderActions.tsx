import { Alert, App, Button, Flex, Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import ModalForm from '@/shared/ui/ModalForm';
import { confirmAction } from '@/shared/ui/confirm';
import { date, money } from '@/shared/utils/format';
import { fenOfYuan, YuanField, type UpperBound } from '@/shared/ui/MoneyField';
import { CountField, countOf } from '@/shared/ui/CountField';
import { COUNT_LIMITS, MONEY_LIMITS, parseScaled, REFUND_DESTINATION, type AmountLimit } from '@contract/money';
import { riderApi } from '../api';
import { RIDING_CARD_PLANS, ridingCardValue, type RefundKind, type RiderDetail } from '@contract/riders';
import { BanUntilItem } from './formItems';
import { RIDER_WRITES } from '@contract/actions';
import NoteItem from '@/shared/ui/NoteItem';
import { MoneyEffect, MoneyEffectLine } from '@/shared/ui/MoneyEffect';
import { NOTE_RULES } from '@contract/validators';

type Open = 'adjust' | 'refund' | 'freeze' | 'recover' | 'card' | 'blacklist' | null;

const CARDS = Object.entries(RIDING_CARD_PLANS).map(([name, { days }]) => ({
  value: name,
  label: `${name}（${days} 天）`,
  days,
}));

const yuanItem = (limit: AmountLimit, extra?: string, bound?: UpperBound) => (
  <YuanField name="amount" limit={limit} extra={extra} bound={bound} />
);

/** What a card given away is worth, as the money dialogs say it: its price for the days typed. */
function CardValue() {
  const form = Form.useFormInstance();
  const name = Form.useWatch('name', form) as string | undefined;
  const days = parseScaled(Form.useWatch('days', form), 0);
  if (!name || days === null || days <= 0) return null;
  return (
    <MoneyEffectLine
      fen={ridingCardValue(name, days)}
      verb={`赠送${name} ${days} 天，价值`}
      destination="计入该用户的骑行卡，由平台承担，不向用户收费"
    />
  );
}

/**
 * The rider's actions, each a ModalForm behind its permission code: balance
 * adjustment, refund, deposit freeze / recovery, riding card, blacklist. Money
 * out and bans are red and say what they do before they are confirmed.
 */
export default function RiderActions({ rider }: { rider: RiderDetail }) {
  const feedback = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const id = rider.userId;
  const backToPayer = REFUND_DESTINATION[rider.refundChannel];

  const unban = () =>
    confirmAction(feedback, {
      title: '移出黑名单',
      content: `确定将 ${rider.name}（${id}）移出黑名单吗？移出后该用户可以正常用车。`,
      okText: '移出',
      danger: true,
      run: () => riderApi.removeFromBlacklist(id),
      done: '已移出黑名单',
    });

  return (
    // One flex row: the dialogs render in portals and take no place in it.
    <Flex wrap gap={8}>
      <Access code={RIDER_WRITES.adjustBalance}>
        <Button onClick={() => setOpen('adjust')}>余额调整</Button>
      </Access>
      <Access code={RIDER_WRITES.refund}>
        <Button onClick={() => setOpen('refund')}>退款</Button>
      </Access>
      <Access code={[RIDER_WRITES.freezeDeposit, RIDER_WRITES.recoverDeposit]}>
        {rider.depositStatus === 'paid' ? (
          <Button danger onClick={() => setOpen('freeze')}>
            冻结押金
          </Button>
        ) : null}
        {rider.depositStatus === 'frozen' ? <Button onClick={() => setOpen('recover')}>恢复押金</Button> : null}
      </Access>
      <Access code={RIDER_WRITES.grantRidingCard}>
        <Button onClick={() => setOpen('card')}>赠送骑行卡</Button>
      </Access>
      <Access code={rider.blacklisted ? RIDER_WRITES.removeFromBlacklist : RIDER_WRITES.addToBlacklist}>
        {rider.blacklisted ? (
          <Button onClick={unban}>移出黑名单</Button>
        ) : (
          <Button danger onClick={() => setOpen('blacklist')}>
            加入黑名单
          </Button>
        )}
      </Access>

      <ModalForm<{ direction: 'add' | 'deduct'; amount: string; reason: string }>
        title="余额调整"
        open={open === 'adjust'}
        initialValues={{ direction: 'add' }}
        okText="确认调整"
        successMessage="余额已调整"
        onClose={close}
        onSubmit={async (v) => {
          await riderApi.adjustBalance(id, (v.direction === 'deduct' ? -1 : 1) * fenOfYuan(v.amount), v.reason.trim());
        }}
      >
        <Alert type="info" showIcon title={`当前余额 ${money(rider.balance)}`} style={{ marginBottom: 16 }} />
        <Form.Item name="direction" label="调整方向" rules={[{ required: true, message: '请选择调整方向' }]}>
          <Radio.Group
            options={[
              { value: 'add', label: '增加' },
              { value: 'deduct', label: '扣减' },
            ]}
          />
        </Form.Item>
        {yuanItem(MONEY_LIMITS.balanceAdjustSize)}
        <Form.Item noStyle dependencies={['direction']}>
          {({ getFieldValue }) =>
            getFieldValue('direction') === 'deduct' ? (
              <MoneyEffect verb="扣减" destination="从用户钱包余额扣除" />
            ) : (
              <MoneyEffect verb="增加" destination="计入用户钱包余额" />
            )
          }
        </Form.Item>
        <NoteItem name="reason" rule={NOTE_RULES.balanceReason} placeholder="例如：车辆故障补偿、违规停车罚款" />
      </ModalForm>

      <ModalForm<{ kind: RefundKind; orderId?: string; amount: string; reason: string }>
        title="退款"
        open={open === 'refund'}
        initialValues={{ kind: 'balance' }}
        okText="确认退款"
        okDanger
        successMessage="退款成功"
        onClose={close}
        onSubmit={async (v) => {
          const amount = v.kind === 'deposit' ? rider.deposit : fenOfYuan(v.amount);
          await riderApi.refund({
            kind: v.kind,
            userId: id,
            orderId: v.kind === 'order' ? v.orderId?.trim() : undefined,
            amount,
            reason: v.reason.trim(),
          });
        }}
      >
        <Form.Item name="kind" label="退款类型" rules={[{ required: true, message: '请选择退款类型' }]}>
          <Radio.Group
            options={[
              { value: 'balance', label: '余额退款' },
              {
                value: 'deposit',
                label: '押金退款',
                disabled: rider.depositStatus !== 'paid' && rider.depositStatus !== 'refunding',
              },
              { value: 'order', label: '订单退款' },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.kind !== b.kind}>
          {({ getFieldValue }) => {
            const kind = getFieldValue('kind') as RefundKind;
            if (kind === 'deposit') {
              return (
                <>
                  <MoneyEffectLine fen={rider.deposit} verb="全额退还押金" destination={backToPayer} />
                  <Alert type="info" showIcon title="退还后用户需重新缴纳押金才能用车。" style={{ marginBottom: 16 }} />
                </>
              );
            }
            if (kind === 'order') {
              return (
                <>
                  <Form.Item
                    name="orderId"
                    label="订单号"
                    rules={[{ required: true, whitespace: true, message: '请输入订单号' }]}
                  >
                    <Input placeholder="例如 R2026010100001" aria-label="订单号" />
                  </Form.Item>
                  {yuanItem(
                    MONEY_LIMITS.refund,
                    '原路退回该订单的支付渠道（钱包、微信或支付宝），不能超过订单可退金额',
                  )}
                  <MoneyEffect verb="退款" destination="原路退回该订单的支付渠道" />
                </>
              );
            }
            return (
              <>
                {yuanItem(MONEY_LIMITS.refund, `${backToPayer}（充值渠道），当前余额 ${money(rider.balance)}`, {
                  max: rider.balance,
                  message: '退款金额不能超过账户余额',
                })}
                <MoneyEffect verb="退款" destination={backToPayer} />
              </>
            );
          }}
        </Form.Item>
        <NoteItem name="reason" rule={NOTE_RULES.refundReason} />
      </ModalForm>

      <ModalForm<{ reason: string }>
        title="冻结押金"
        open={open === 'freeze'}
        okText="确认冻结"
        okDanger
        successMessage="押金已冻结"
        onClose={close}
        onSubmit={async (v) => {
          await riderApi.freezeDeposit(id, v.reason.trim());
        }}
      >
        <Alert
          type="warning"
          showIcon
          title={`冻结后押金 ${money(rider.deposit)} 不能退还，直到恢复。`}
          style={{ marginBottom: 16 }}
        />
        <NoteItem name="reason" rule={NOTE_RULES.freezeReason} />
      </ModalForm>

      <ModalForm<{ reason: string }>
        title="恢复押金"
        open={open === 'recover'}
        okText="确认恢复"
        successMessage="押金已恢复"
        onClose={close}
        onSubmit={async (v) => {
          await riderApi.recoverDeposit(id, v.reason.trim());
        }}
      >
        <NoteItem name="reason" rule={NOTE_RULES.recoverReason} />
      </ModalForm>

      <ModalForm<{ name: string; days: string }>
        title="赠送骑行卡"
        open={open === 'card'}
        initialValues={{ name: '月卡', days: '30' }}
        okText="确认赠送"
        successMessage="骑行卡已赠送"
        onClose={close}
        onSubmit={async (v) => {
          await riderApi.grantCard(id, v.name, countOf(v.days));
        }}
      >
        {(form) => (
          <>
            {rider.ridingCard ? (
              <Alert
                type="info"
                showIcon
                title={`当前骑行卡：${rider.ridingCard.name}，${date(rider.ridingCard.expiresAt)} 到期；同名卡将顺延。`}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Form.Item name="name" label="骑行卡" rules={[{ required: true, message: '请选择骑行卡' }]}>
              <Select
                options={CARDS}
                aria-label="骑行卡"
                onChange={(v: string) =>
                  form.setFieldValue('days', String(CARDS.find((c) => c.value === v)?.days ?? ''))
                }
              />
            </Form.Item>
            <CountField name="days" limit={COUNT_LIMITS.cardDays} unit="天" />
            <CardValue />
          </>
        )}
      </ModalForm>

      <ModalForm<{ reason: string; until?: Dayjs }>
        title="加入黑名单"
        open={open === 'blacklist'}
        okText="确认拉黑"
        okDanger
        successMessage="已加入黑名单"
        onClose={close}
        onSubmit={async (v) => {
          await riderApi.addToBlacklist(id, v.reason.trim(), v.until?.format('YYYY-MM-DD'));
        }}
      >
        <Alert type="warning" showIcon title={`拉黑后 ${rider.name} 将无法扫码用车。`} style={{ marginBottom: 16 }} />
        <NoteItem name="reason" rule={NOTE_RULES.blacklistReason} placeholder="例如：恶意破坏车辆" />
        <BanUntilItem />
      </ModalForm>
    </Flex>
  );
}
