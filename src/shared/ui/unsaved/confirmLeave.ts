import type { App } from 'antd';

type Modal = ReturnType<typeof App.useApp>['modal'];

export const LEAVE_TITLE = '有未保存的修改，确定离开吗？';

/**
 * Asks before unsaved changes are thrown away: 离开 gives them up, 取消 (or closing the
 * dialog) keeps them. `content` may say which pages lose them.
 */
export function confirmLeave(modal: Modal, content?: string): { result: Promise<boolean>; destroy: () => void } {
  let settle: (leave: boolean) => void = () => undefined;
  const result = new Promise<boolean>((resolve) => (settle = resolve));
  const m = modal.confirm({
    title: LEAVE_TITLE,
    content: content ?? '离开后，填写的内容将不会保存。',
    okText: '离开',
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: () => settle(true),
    onCancel: () => settle(false),
  });
  return {
    result,
    destroy: () => {
      m.destroy();
      settle(false);
    },
  };
}
