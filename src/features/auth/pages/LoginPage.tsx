import { Alert, Button, Form, Input, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/shared/http/notify';
import { throttle } from '@/shared/utils/throttle';
import { isPhone, MSG } from '@/shared/utils/validators';
import SmsCodeField from '../components/SmsCodeField';
import { SignInError, signInWithOrigin, signInWithSms } from '../signIn';
import { safeRedirect } from '../redirect';

interface LoginForm {
  userName: string;
  smsCode: string;
}

// Only the builds with the embedded backend list its demo accounts (and load that code).
const DemoAccounts = import.meta.env.VITE_MOCK === 'true' ? lazy(() => import('../components/DemoAccounts')) : null;

function fail(e: unknown): SignInError {
  const err = e instanceof SignInError ? e : new SignInError('登录异常', 'unknown');
  toast('error', err.message, err.durationS);
  return err;
}

/** /login: phone + SMS code; `?origin=` signs in with a quick-login link. */
export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const origin = params.get('origin');
  const [busy, setBusy] = useState(Boolean(origin));
  const [quickError, setQuickError] = useState<string>();
  const quickTried = useRef(false);

  useEffect(() => {
    if (!origin || quickTried.current) return;
    quickTried.current = true;
    signInWithOrigin(origin)
      .then(() => navigate(redirect, { replace: true }))
      .catch((e: unknown) => setQuickError(fail(e).message))
      .finally(() => setBusy(false));
  }, [origin, navigate, redirect]);

  const submit = useMemo(
    () =>
      throttle((values: LoginForm) => {
        setBusy(true);
        signInWithSms(values.userName, values.smsCode)
          .then(() => navigate(redirect, { replace: true }))
          .catch(fail)
          .finally(() => setBusy(false));
      }),
    [navigate, redirect],
  );

  return (
    <div className="user-layout__card">
      <h2>账号登录</h2>
      <p className="user-layout__sub">使用已开通后台权限的手机号和短信验证码登录</p>
      {quickError ? (
        <Alert type="warning" showIcon title={`快捷登录未成功：${quickError}`} description="请使用手机号和短信验证码登录。" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<LoginForm> form={form} layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onSubmit" disabled={busy && !!origin && !quickError}>
        <Form.Item
          label="手机号"
          name="userName"
          rules={[{ validator: (_, v: string = '') => (isPhone(v) ? Promise.resolve() : Promise.reject(new Error(MSG.badPhoneFormat))) }]}
        >
          <Input size="large" maxLength={11} inputMode="tel" autoComplete="tel" placeholder="11位手机号" aria-label="手机号" />
        </Form.Item>
        <SmsCodeField form={form} />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          登录
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        还没有账号？<Link to="/register">申请成为加盟商</Link>
      </Typography.Paragraph>
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts onPick={(phone) => form.setFieldsValue({ userName: phone })} />
        </Suspense>
      ) : null}
    </div>
  );
}
