import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmedRun } from '@/shared/ui/useConfirmedRun';

/** A delete confirmed by typing what identifies the record (an account's full phone), as destructive actions are. */
export interface TypedConfirm {
  /** the input's label (手机号) */
  label: string;
  /** above the input: what to type */
  prompt: string;
  /** how long a complete entry is: a shorter one is still being typed, not yet a mismatch */
  length: number;
  /** whether the typed text names this record */
  fits: (typed: string) => boolean;
  /** under a complete entry that does not fit */
  mismatch: string;
  /** the delete, with what was typed */
  run: (typed: string) => Promise<unknown>;
}

interface Props extends TypedConfirm {
  /** the question, the dialog's title */
  title: string;
  description: string;
  done: string;
}

/**
 * 删除 that opens a dialog asking to type the record's identifier: 确定 stays disabled until the
 * entry fits, a complete entry that does not fit says so, and a refusal shows the server's
 * reason and keeps the dialog. The list refreshes by itself after the write.
 */
export default function TypedDeleteLink({
  title,
  description,
  done,
  label,
  prompt,
  length,
  fits,
  mismatch,
  run,
}: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const ok = fits(typed.trim());
  const wrong = !ok && typed.trim().length >= length;
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const { busy, confirm } = useConfirmedRun({ run: () => run(typed.trim()), done, after: close });
  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)}>
        删除
      </Button>
      <Modal
        open={open}
        title={title}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: !ok }}
        confirmLoading={busy}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{description}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={prompt} validateStatus={wrong ? 'error' : undefined} help={wrong ? mismatch : undefined}>
            <Input
              aria-label={label}
              value={typed}
              maxLength={length}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
