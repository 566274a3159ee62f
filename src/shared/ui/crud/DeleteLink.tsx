import { App, Button, Popconfirm } from 'antd';
import ConfirmLink from './ConfirmLink';
import TypedDeleteLink, { type TypedConfirm } from './TypedDeleteLink';

interface Asked {
  /** the question: 确定删除模板「押金退还」吗？ (the dialog's title with `dialog` or `typed`) */
  title: string;
  /** under the question */
  description?: string;
  /** shown on success */
  done?: string;
}

/** 删除 confirmed in a popover, or a dialog with `dialog`; or by typing what identifies the record (`typed`). */
export type DeleteAction = Asked &
  (
    | {
        run: () => Promise<unknown>;
        /** asks in a dialog instead of a popover next to the link */
        dialog?: boolean;
        typed?: undefined;
      }
    | {
        /** asks in a dialog to type what identifies the record; its `run` gets what was typed */
        typed: TypedConfirm;
      }
  );

/**
 * 删除 (red) after a confirmation, in a popover or a dialog: success shows `done`, a
 * refusal the server's reason and changes nothing. The list refreshes by itself after the write.
 */
export default function DeleteLink(action: DeleteAction) {
  const { title, description = '删除后不可恢复。', done = '已删除' } = action;
  const feedback = App.useApp();
  if (action.typed) return <TypedDeleteLink title={title} description={description} done={done} {...action.typed} />;
  const { run, dialog } = action;
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
