import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/shared/http/notify';
import { throttle } from '@/shared/utils/throttle';

export interface ModalFormProps<V> {
  title: ReactNode;
  open: boolean;
  initialValues?: Partial<V>;
  /** saves; a rejection keeps the dialog open with the values and shows why */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** shown after a successful save */
  successMessage?: string;
  okText?: string;
  /** a destructive action (e.g. close, delete): a red OK button */
  okDanger?: boolean;
  width?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/**
 * A validated form in a dialog (DESIGN.md §8): throttled submit (1,000 ms), the
 * values stay when the save fails and the error is shown; success closes it.
 */
export default function ModalForm<V extends object>(props: ModalFormProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const { onSubmit, onClose, successMessage = '保存成功', open } = props;
  // Each opening starts from the given values; a failed save keeps what was typed.
  const [openedAt, setOpenedAt] = useState(open);
  if (openedAt !== open) {
    setOpenedAt(open);
    if (open) setError(undefined);
  }
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = useMemo(
    () =>
      throttle(() => {
        form
          .validateFields()
          .then(async (values) => {
            setSaving(true);
            setError(undefined);
            try {
              await onSubmit(values);
              toast('success', successMessage);
              onClose();
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            } finally {
              setSaving(false);
            }
          })
          .catch(() => undefined);
      }),
    [form, onSubmit, onClose, successMessage],
  );

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
      forceRender
    >
      {error ? <Alert type="error" showIcon title="保存失败" description={error} style={{ marginBottom: 16 }} /> : null}
      <Form<V> form={form} layout="vertical" initialValues={props.initialValues}>
        {typeof props.children === 'function' ? props.children(form) : props.children}
      </Form>
    </Modal>
  );
}
