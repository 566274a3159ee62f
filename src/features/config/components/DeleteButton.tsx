import { App, Button, Popconfirm } from 'antd';

/**
 * 删除 after the operator confirms in a Popconfirm: success shows 已删除 and calls
 * `after`; a refusal shows the server's message and changes nothing.
 */
export default function DeleteButton({ what, run, after }: { what: string; run: () => Promise<unknown>; after: () => void }) {
  const { message } = App.useApp();
  const confirm = async () => {
    try {
      await run();
      void message.success('已删除');
      after();
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Popconfirm title={`确定删除${what}吗？`} description="删除后不可恢复。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={confirm}>
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}
