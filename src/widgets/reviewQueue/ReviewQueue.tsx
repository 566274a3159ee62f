import { App, Button, Form, Modal, Segmented, Space } from 'antd';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/shared/http/errors';
import { toast } from '@/shared/http/notify';
import { showFailure } from '@/shared/http/failure';
import { REVIEW_STATUS, type ReviewStatus } from '@contract/common';
import ListPage, { type ListPageProps } from '@/shared/ui/list/ListPage';
import './reviewQueue.css';
import type { ListContext } from '@/shared/ui/list/types';
import { useFormDirty } from '@/shared/ui/unsaved/useFormDirty';
import { useUnsavedChanges } from '@/shared/ui/unsaved/useUnsavedChanges';

/** The list's context; from the detail drawer also its close. */
type ActionCtx<T> = ListContext<T> & { close?: () => void };

const isBusiness = (e: unknown) => e instanceof ApiError && e.kind === 'business';

export interface ReviewQueueProps<T> extends Omit<ListPageProps<T>, 'header' | 'defaultFilters'> {
  /** whether this user may approve and reject */
  canReview?: boolean;
  approveText?: string;
  /** what approving `row` does, said in its confirmation (an approval that moves money says how much and where) */
  approveContent?: (row: T) => string;
  onApprove: (row: T) => Promise<unknown>;
  onReject: (row: T, reason: string) => Promise<unknown>;
  isPending: (row: T) => boolean;
}

/**
 * A review queue (page building blocks): the list with status tabs, approve with a
 * confirmation, reject with a required reason; from a row or from its detail
 * drawer (where the evidence is).
 */
export default function ReviewQueue<T extends object>(props: ReviewQueueProps<T>) {
  const { canReview = true, onApprove, onReject, isPending, rowActions, filters = [], detail, ...list } = props;
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as ReviewStatus | null) ?? 'pending';
  const [rejecting, setRejecting] = useState<{ row: T; ctx: ActionCtx<T> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const { modal } = App.useApp();
  // a reason being typed is not thrown away by leaving the page unasked
  useUnsavedChanges(useFormDirty(form, rejecting !== null).dirty);

  const approve = (row: T, ctx: ActionCtx<T>) =>
    modal.confirm({
      title: props.approveText ?? '通过审核',
      content: props.approveContent?.(row) ?? '确定通过该申请吗？',
      okText: '通过',
      cancelText: '取消',
      onOk: async () => {
        try {
          await onApprove(row);
          toast('success', '已通过');
          ctx.close?.();
        } catch (e) {
          showFailure(e);
          // the server refused (e.g. '该申请已处理' by someone else), which refreshes nothing
          // by itself (only a write that goes through does): show its current state
          if (isBusiness(e)) ctx.reload();
        }
      },
    });

  const reject = async () => {
    if (!rejecting) return;
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the form shows '请填写驳回原因'
    }
    setBusy(true);
    try {
      await onReject(rejecting.row, reason.trim());
      toast('success', '已驳回');
      rejecting.ctx.close?.();
      setRejecting(null);
      form.resetFields();
    } catch (e) {
      showFailure(e);
      if (isBusiness(e)) rejecting.ctx.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ListPage<T>
        {...list}
        filters={[...filters, { name: 'status', label: '状态', hidden: true }]}
        detail={
          detail
            ? (row, ctx) => (
                <>
                  {detail(row, ctx)}
                  {canReview && isPending(row) ? (
                    // a footer that stays in view however long the evidence is
                    <div className="review-queue__actions">
                      <Space>
                        <Button type="primary" onClick={() => approve(row, ctx)}>
                          通过
                        </Button>
                        <Button danger onClick={() => setRejecting({ row, ctx })}>
                          驳回
                        </Button>
                      </Space>
                    </div>
                  ) : null}
                </>
              )
            : undefined
        }
        defaultFilters={{ status: 'pending' }}
        header={
          <Segmented<ReviewStatus>
            value={status}
            onChange={(v) =>
              setParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  next.set('status', v);
                  next.delete('page');
                  return next;
                },
                { replace: true },
              )
            }
            options={(Object.keys(REVIEW_STATUS) as ReviewStatus[]).map((k) => ({ value: k, label: REVIEW_STATUS[k] }))}
            style={{ marginBottom: 12 }}
          />
        }
        rowActions={(row, ctx) => (
          <>
            {canReview && isPending(row) ? (
              <>
                <Button type="link" size="small" onClick={() => approve(row, ctx)}>
                  通过
                </Button>
                <Button type="link" size="small" danger onClick={() => setRejecting({ row, ctx })}>
                  驳回
                </Button>
              </>
            ) : null}
            {rowActions?.(row, ctx)}
          </>
        )}
      />
      <Modal
        title="驳回申请"
        open={rejecting !== null}
        onOk={reject}
        confirmLoading={busy}
        okText="驳回"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onCancel={() => {
          setRejecting(null);
          form.resetFields();
        }}
        forceRender
      >
        <Form form={form} layout="vertical">
          <NoteItem name="reason" rule={NOTE_RULES.rejectReason} />
        </Form>
      </Modal>
    </>
  );
}
