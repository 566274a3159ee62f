import { App, Button } from 'antd';
import { confirmAction, type ConfirmAction } from '../confirm';

/**
 * A row's link that asks before it acts (确认, 建任务, 完成 …): success shows `done`, a refusal
 * the server's reason. The lists refresh by themselves after the write.
 */
export default function ConfirmLink({ label, ...action }: ConfirmAction & { label: string }) {
  const feedback = App.useApp();
  return (
    <Button type="link" size="small" danger={action.danger} onClick={() => confirmAction(feedback, action)}>
      {label}
    </Button>
  );
}
