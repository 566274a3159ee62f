import { Alert } from 'antd';

/** Why a quick-login link (`?origin=`) did not sign in; loaded only when that happens. */
export default function QuickLoginAlert({ error }: { error: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`快捷登录未成功：${error}`}
      description="请使用手机号和短信验证码登录。"
      style={{ marginBottom: 16 }}
    />
  );
}
