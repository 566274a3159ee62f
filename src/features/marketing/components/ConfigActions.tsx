/** The toolbar button and row actions every marketing config list shares. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import Access from '@/shared/auth/Access';
import { confirmStateChange } from '@/shared/ui/confirm';
import type { EnableState } from '@contract/common';

/** 新增… for holders of `code`. */
export function AddButton({ code, label, onClick }: { code: string; label: string; onClick: () => void }) {
  return (
    <Access code={code}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {label}
      </Button>
    </Access>
  );
}

interface RowProps {
  code: string;
  onEdit: () => void;
  /** 启用 / 停用 (the caller confirms) */
  toggle?: { state: EnableState; onClick: () => void };
  /** 删除 after a Popconfirm */
  remove?: { title: string; description: string; onConfirm: () => Promise<void> };
}

/** 编辑, then 停用 / 启用 or 删除, for holders of `code`. */
export function RowActions({ code, onEdit, toggle, remove }: RowProps) {
  return (
    <Access code={code}>
      <Space size={0}>
        <Button type="link" size="small" onClick={onEdit}>编辑</Button>
        {toggle ? (
          <Button type="link" size="small" danger={toggle.state === 'enabled'} onClick={toggle.onClick}>
            {toggle.state === 'enabled' ? '停用' : '启用'}
          </Button>
        ) : null}
        {remove ? (
          <Popconfirm title={remove.title} description={remove.description} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={remove.onConfirm}>
            <Button type="link" size="small" danger>删除</Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Access>
  );
}

/**
 * Enables or disables a named record after confirming; `note` says what disabling
 * does. `run` gets the new state.
 */
export function confirmToggle(
  feedback: Parameters<typeof confirmStateChange>[0],
  noun: string,
  r: { name: string; state: EnableState },
  note: string,
  run: (state: EnableState) => Promise<unknown>,
  after: () => void,
): void {
  const enabling = r.state === 'disabled';
  confirmStateChange(feedback, {
    noun,
    enabling,
    content: enabling ? `确定启用${noun}「${r.name}」吗？` : `确定停用${noun}「${r.name}」吗？${note}`,
    run: () => run(enabling ? 'enabled' : 'disabled'),
    after,
  });
}

/** Runs a confirmed action (e.g. a delete): `done` and `after` on success, the server's reason on failure. */
export async function runConfirmed(
  { message }: Pick<Parameters<typeof confirmStateChange>[0], 'message'>,
  run: () => Promise<unknown>,
  done: string,
  after: () => void,
): Promise<void> {
  try {
    await run();
    void message.success(done);
    after();
  } catch (e) {
    void message.error(e instanceof Error ? e.message : String(e));
  }
}
