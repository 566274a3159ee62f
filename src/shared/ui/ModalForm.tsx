import { Form, Modal, type FormInstance } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/shared/http/notify';
import { useSaveForm } from './useSaveForm';
import SaveFailed from './SaveFailed';

export interface ModalFormProps<V> {
  title: ReactNode;
  open: boolean;
  initialValues?: Partial<V>;
  /** saves; a rejection keeps the dialog open with the values and shows why */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** shown after a successful save */
  successMessage?: string;
  /** a save refused as stale offers 加载最新, which calls this with the record as it now stands (useSaveForm's onReload) */
  onReload?: (current: never) => Partial<V> | undefined;
  okText?: string;
  /** a destructive action (e.g. close, delete): a red OK button */
  okDanger?: boolean;
  width?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/**
 * A validated form in a dialog: throttled submit (1,000 ms), the
 * values stay when the save fails and the error is shown; success closes it. While it is
 * open with changes, leaving the page or closing its tab asks first.
 */
export default function ModalForm<V extends object>(props: ModalFormProps<V>) {
  const [form] = Form.useForm<V>();
  const { onSubmit, onClose, successMessage = '保存成功', open } = props;
  const save = useCallback(
    async (values: V) => {
      await onSubmit(values);
      toast('success', successMessage);
      onClose();
    },
    [onSubmit, onClose, successMessage],
  );
  const { submit, saving, error, setError, reload } = useSaveForm(form, save, {
    active: open,
    onReload: props.onReload,
  });
  // Each opening starts from the given values; a failed save keeps what was typed.
  const [openedAt, setOpenedAt] = useState(open);
  if (openedAt !== open) {
    setOpenedAt(open);
    if (open) setError(undefined);
  }
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <Modal
      title={props.title}
      open={props.open}
      onOk={submit}
      onCancel={onClose}
      okText={props.okText ?? '保存'}
      okButtonProps={props.okDanger ? { danger: true } : undefined}
      cancelText="取消"
      confirmLoading={saving}
      width={props.width ?? 560}
      // a click beside a half-filled form must not throw it away: 取消, × or Esc close it
      mask={{ closable: false }}
      forceRender
    >
      <SaveFailed error={error} onReload={reload} style={{ marginBottom: 16 }} />
      <Form<V> form={form} layout="vertical" initialValues={props.initialValues}>
        {typeof props.children === 'function' ? props.children(form) : props.children}
      </Form>
    </Modal>
  );
}
