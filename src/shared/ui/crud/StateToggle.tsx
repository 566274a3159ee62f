import type { EnableState } from '@contract/common';
import { App, Button } from 'antd';
import { confirmStateChange } from '../confirm';

export interface StateToggleProps {
  /** what is switched, in the dialog's title and question: 广告, 角色 */
  noun: string;
  /** the row's name, quoted in the question: 确定停用广告「春季骑行」吗？ */
  name: string;
  state: EnableState;
  /** after the disabling question: what disabling does, e.g. 停用后用户将看不到这条广告。 */
  note?: string;
  /** both questions in full, where they do not read 确定启用{noun}「{name}」吗？ */
  ask?: { enable: string; disable: string };
  /** sets the new state */
  run: (next: EnableState) => Promise<unknown>;
}

/**
 * 停用 (red) or 启用 for a row, after a confirmation (启用{noun} / 停用{noun}): success
 * says 已启用 / 已停用, a refusal the server's reason. The list refreshes by itself after the write.
 */
export default function StateToggle({ noun, name, state, note = '', ask, run }: StateToggleProps) {
  const feedback = App.useApp();
  const enabling = state === 'disabled';
  const onClick = () =>
    confirmStateChange(feedback, {
      noun,
      enabling,
      content: enabling
        ? (ask?.enable ?? `确定启用${noun}「${name}」吗？`)
        : (ask?.disable ?? `确定停用${noun}「${name}」吗？${note}`),
      run: () => run(enabling ? 'enabled' : 'disabled'),
    });
  return (
    <Button type="link" size="small" danger={!enabling} onClick={onClick}>
      {enabling ? '启用' : '停用'}
    </Button>
  );
}
