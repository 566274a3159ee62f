import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/shared/http/notify';
import LeanButton from '@/shared/ui/LeanButton';
import { themed } from '@/shared/ui/theme/themed';
import { throttle } from '@/shared/utils/throttle';
import { isPhone, isSmsCode, MSG } from '@/shared/utils/validators';
import Field from '../components/Field';
import SmsCodeInput from '../components/SmsCodeInput';
import TextInput from '../components/TextInput';
import TextLink from '../components/TextLink';
import { SignInError, signInWithOrigin, signInWithSms } from '../signIn';
import { safeRedirect } from '../redirect';
import { linkPhone } from '../quickLink';

interface LoginForm {
  userName: string;
  smsCode: string;
}

type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** Validation rules and messages, checked on submit (as antd's validateTrigger="onSubmit": messages stay until the next submit). */
function validate(v: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  if (!isPhone(v.userName)) errors.userName = MSG.badPhoneFormat;
  if (!isSmsCode(v.smsCode)) errors.smsCode = MSG.invalidCode;
  return errors;
}

// Only the builds with the embedded backend list its demo accounts (and load that code).
const DemoAccounts =
  import.meta.env.VITE_MOCK === 'true' ? lazy(themed(() => import('../components/DemoAccounts'))) : null;
// Shown only when a quick-login link fails: antd's Alert stays off the first load.
const QuickLoginAlert = lazy(themed(() => import('../components/QuickLoginAlert')));
// Shown only when this device is refused: it asks an administrator for authorization.
const DeviceRequest = lazy(themed(() => import('../components/DeviceRequest')));

function fail(e: unknown): SignInError {
  const err = e instanceof SignInError ? e : new SignInError('登录异常', 'unknown');
  toast('error', err.message, err.durationS);
  return err;
}

/**
 * /login: phone + SMS code; `?origin=` signs in with a quick-login link. Whoever signs in
 * goes to `?redirect=` (a page the operator may not open answers 404 there, as any typed
 * address). The form is plain React state, plain inputs and buttons drawn like antd's (no
 * antd at all, its parts shown on failures and the demo accounts load it with its theme):
 * this page is every visitor's first load (see Field, TextInput, LeanButton).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const origin = params.get('origin');
  const [values, setValues] = useState<LoginForm>({ userName: '', smsCode: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(Boolean(origin));
  const [quickError, setQuickError] = useState<string>();
  const [refusedPhone, setRefusedPhone] = useState<string>();
  const quickTried = useRef(false);
  const disabled = busy && !!origin && !quickError;

  useEffect(() => {
    if (!origin || quickTried.current) return;
    quickTried.current = true;
    signInWithOrigin(origin)
      .then(() => navigate(redirect, { replace: true }))
      .catch((e: unknown) => {
        const err = fail(e);
        setQuickError(err.message);
        // a device refused at the quick login may ask for authorization as at the form's
        if (err.step === 'device-refused') setRefusedPhone(linkPhone(origin));
      })
      .finally(() => setBusy(false));
  }, [origin, navigate, redirect]);

  const submit = useMemo(
    () =>
      throttle((v: LoginForm) => {
        setBusy(true);
        signInWithSms(v.userName, v.smsCode)
          .then(() => navigate(redirect, { replace: true }))
          .catch((e: unknown) => setRefusedPhone(fail(e).step === 'device-refused' ? v.userName : undefined))
          .finally(() => setBusy(false));
      }),
    [navigate, redirect],
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!found.userName && !found.smsCode) submit(values);
  };

  return (
    <div className="user-layout__card">
      <h2>账号登录</h2>
      <p className="user-layout__sub">使用已开通后台权限的手机号和短信验证码登录</p>
      {refusedPhone ? (
        <Suspense fallback={null}>
          <DeviceRequest phone={refusedPhone} />
        </Suspense>
      ) : null}
      {quickError ? (
        <Suspense fallback={null}>
          <QuickLoginAlert error={quickError} />
        </Suspense>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <Field label="手机号" htmlFor="login-phone" error={errors.userName} errorId="login-phone-help">
          <TextInput
            id="login-phone"
            value={values.userName}
            onChange={(e) => setValues((v) => ({ ...v, userName: e.target.value }))}
            status={errors.userName ? 'error' : undefined}
            aria-describedby={errors.userName ? 'login-phone-help' : undefined}
            disabled={disabled}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder="11位手机号"
            aria-label="手机号"
          />
        </Field>
        <Field label="验证码" htmlFor="login-code" error={errors.smsCode} errorId="login-code-help">
          <SmsCodeInput
            id="login-code"
            getPhone={() => values.userName}
            value={values.smsCode}
            onChange={(smsCode) => setValues((v) => ({ ...v, smsCode }))}
            status={errors.smsCode ? 'error' : undefined}
            aria-describedby={errors.smsCode ? 'login-code-help' : undefined}
            disabled={disabled}
          />
        </Field>
        <LeanButton type="primary" htmlType="submit" size="large" block loading={busy} disabled={disabled}>
          登录
        </LeanButton>
      </form>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        还没有账号？<TextLink to="/register">申请成为加盟商</TextLink>
      </p>
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts
            onPick={(userName) => {
              // as antd's setFieldsValue: a value set from outside clears that field's message
              setValues((v) => ({ ...v, userName }));
              setErrors((e) => ({ ...e, userName: undefined }));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
