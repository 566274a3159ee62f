import { Alert, Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import ModalForm from '@/shared/ui/ModalForm';
import Access from '@/shared/auth/Access';
import { worksheetApi } from '../api';
import type { Worksheet } from '@contract/worksheets';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { REVIEW_WRITES } from '@contract/actions';
import { worksheetKeys } from '../keys';
import NoteItem from '@/shared/ui/NoteItem';
import { CouponEffect } from '@/shared/ui/MoneyEffect';
import { NOTE_RULES } from '@contract/validators';
import { TICKET_MSG } from '@contract/messages/support';

type Open = 'assign' | 'resolve' | 'close' | null;

/** The operators a ticket can be assigned to, asked when the assign dialog opens. */
function useOperators(enabled: boolean) {
  const q = useServerQuery({
    key: worksheetKeys.operators,
    fetch: (signal) => worksheetApi.operators(signal),
    enabled,
    unscoped: true,
  });
  return { options: q.data ?? null, error: q.error, reload: q.reload };
}

/**
 * Assign (to an operator), resolve (with what was done) and close (with a reason,
 * a red confirmation); unavailable once the ticket is closed.
 */
export default function WorksheetActions({ ws }: { ws: Worksheet }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const operators = useOperators(open === 'assign');
  const coupons = useServerQuery({
    key: worksheetKeys.coupons,
    fetch: (signal) => worksheetApi.compensationCoupons(signal),
    enabled: open === 'resolve',
    unscoped: true,
  }).data;
  const closed = ws.status === 'closed';

  return (
    <Space wrap>
      <Access code={REVIEW_WRITES.worksheetAssign}>
        <Button disabled={closed} onClick={() => setOpen('assign')}>
          指派
        </Button>
      </Access>
      <Access code={REVIEW_WRITES.worksheetResolve}>
        <Button type="primary" disabled={closed || ws.status === 'resolved'} onClick={() => setOpen('resolve')}>
          解决
        </Button>
      </Access>
      <Access code={REVIEW_WRITES.worksheetClose}>
        <Button danger disabled={closed} onClick={() => setOpen('close')}>
          关闭工单
        </Button>
      </Access>

      <ModalForm<{ assignee: string }>
        title="指派工单"
        open={open === 'assign'}
        initialValues={{ assignee: ws.assignee }}
        okText="指派"
        successMessage="已指派"
        onClose={close}
        onSubmit={({ assignee }) => worksheetApi.assign(ws.id, assignee)}
      >
        {operators.error ? (
          <Alert
            type="error"
            showIcon
            title={`处理人加载失败：${operators.error}`}
            action={
              <Button size="small" onClick={operators.reload}>
                重试
              </Button>
            }
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <Form.Item name="assignee" label="处理人" rules={[{ required: true, message: '请选择处理人' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={!operators.options && !operators.error}
            placeholder="选择处理人"
            options={operators.options?.map((o) => ({ value: o.opManId, label: `${o.name}（${o.opManId}）` }))}
            aria-label="处理人"
          />
        </Form.Item>
      </ModalForm>

      <ModalForm<{ note: string; couponId?: string }>
        title="解决工单"
        open={open === 'resolve'}
        okText="确认解决"
        successMessage="工单已解决"
        onClose={close}
        onSubmit={({ note, couponId }) => worksheetApi.resolve(ws.id, note.trim(), couponId)}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="处理结果只记录处理经过，不会退款；需要退款时，请在关联订单中使用「退款」并填写金额。"
        />
        <NoteItem
          name="note"
          rule={NOTE_RULES.worksheetResult}
          rows={4}
          placeholder="例如：经核实为定位漂移，已向用户说明"
        />
        <Form.Item name="couponId" label="补偿优惠券" extra="可选：解决时向该用户发放一张优惠券">
          <Select
            aria-label="补偿优惠券"
            allowClear
            placeholder="不补偿"
            loading={!coupons}
            options={coupons?.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['couponId']}>
          {({ getFieldValue }) => (
            <CouponEffect coupon={coupons?.find((c) => c.id === getFieldValue('couponId'))} count={1} to="该用户" />
          )}
        </Form.Item>
      </ModalForm>

      <ModalForm<{ reason: string }>
        title="关闭工单"
        open={open === 'close'}
        okText="确认关闭"
        okDanger
        successMessage={TICKET_MSG.closed}
        onClose={close}
        onSubmit={({ reason }) => worksheetApi.close(ws.id, reason.trim())}
      >
        <Alert type="warning" showIcon title="关闭后不能再回复、指派或解决该工单。" style={{ marginBottom: 16 }} />
        <NoteItem name="reason" rule={NOTE_RULES.worksheetCloseReason} />
      </ModalForm>
    </Space>
  );
}
