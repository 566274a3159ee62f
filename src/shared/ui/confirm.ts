import type { App } from 'antd';
import { showFailure } from '@/shared/http/failure';

type Feedback = ReturnType<typeof App.useApp>;

export interface ConfirmAction {
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  /** shown when `run` succeeds */
  done: string;
  /** after success; the lists and details refresh by themselves after any write */
  after?: () => void;
}

/**
 * Asks, then runs the action: success shows `done` and calls `after`; a refusal
 * shows the server's message and changes nothing. Every confirmed write goes through
 * here: antd's confirm dialog rethrows a rejected onOk as an uncaught rejection, so the
 * failure is caught here and shown (once: what the http client announced already, a
 * server or network failure, is not repeated), and the dialog closes.
 */
export function confirmAction({ modal, message }: Pick<Feedback, 'modal' | 'message'>, a: ConfirmAction): void {
  modal.confirm({
    title: a.title,
    content: a.content,
    okText: a.okText,
    okButtonProps: a.danger ? { danger: true } : undefined,
    cancelText: '取消',
    onOk: async () => {
      try {
        await a.run();
        void message.success(a.done);
        a.after?.();
      } catch (e) {
        showFailure(e, (text) => void message.error(text));
      }
    },
  });
}

export interface StateChange {
  /** what is switched: 角色, 用户 */
  noun: string;
  enabling: boolean;
  /** the question, e.g. `确定停用角色「运营专员」吗？…` */
  content: string;
  run: () => Promise<unknown>;
  after?: () => void;
}

/** Enable or disable after confirming (a red OK button when disabling). */
export function confirmStateChange(feedback: Pick<Feedback, 'modal' | 'message'>, c: StateChange): void {
  const verb = c.enabling ? '启用' : '停用';
  confirmAction(feedback, {
    title: `${verb}${c.noun}`,
    content: c.content,
    okText: verb,
    danger: !c.enabling,
    run: c.run,
    done: `已${verb}`,
    after: c.after,
  });
}
