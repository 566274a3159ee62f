import { App, Button, Popconfirm } from 'antd';
import ConfirmLink from './ConfirmLink';

export interface DeleteAction {
  /** the question: 确定删除模板「押金退还」吗？ (the dialog's title with `dialog`) */
  title: string;
  /** under the question */
  description?: string;
  run: () => Promise<unknown>;
  /** shown on success */
  done?: string;
  /** asks in a dialog instead of a popover next to the link */
  dialog?: boolean;
}

/**
 * 删除 (red) after a confirmation, in a popover or a dialog: success shows `done`, a
 * refusal the server's reason and changes nothing. The list refreshes by itself after the write.
 */
export default function DeleteLink({
  title,
  description = '删除后不可恢复。',
  run,
  done = '已删除',
  dialog,
}: DeleteAction) {
  const feedback = App.useApp();
  if (dialog)
    return <ConfirmLink label="删除" title={title} content={description} okText="删除" danger run={run} done={done} />;
  const confirm = async () => {
    try {
      await run();
      void feedback.message.success(done);
    } catch (e) {
      void feedback.message.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="删除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={confirm}
    >
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}
