import { Button, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/shared/http/notify';
import { throttle } from '@/shared/utils/throttle';
import { isPhone, MSG } from '@/shared/utils/validators';
import { authApi } from '../api';
import SmsCodeField from '../components/SmsCodeField';

interface RegisterForm {
  company: string;
  contact: string;
  phone: string;
  smsCode: string;
  city: string;
}

const required = (label: string) => [{ required: true, whitespace: true, message: `请输入${label}` }];

/** /register: franchisee application (company, contact, phone with SMS code, city). */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = useMemo(
    () =>
      throttle((v: RegisterForm) => {
        setBusy(true);
        setError(undefined);
        authApi
          .apply(v)
          .then((app) => navigate(`/register-result?id=${encodeURIComponent(app.id)}`))
          .catch((e: unknown) => {
            const msg = e instanceof Error ? e.message : '提交失败';
            setError(msg);
            toast('error', msg);
          })
          .finally(() => setBusy(false));
      }),
    [navigate],
  );

  return (
    <div className="user-layout__card">
      <h2>加盟商申请</h2>
      <p className="user-layout__sub">提交后平台将在 1–3 个工作日内审核并电话联系您</p>
      <Form<RegisterForm> form={form} layout="vertical" onFinish={submit} validateTrigger="onSubmit">
        <Form.Item label="公司名称" name="company" rules={required('公司名称')}>
          <Input maxLength={60} autoComplete="organization" />
        </Form.Item>
        <Form.Item label="联系人" name="contact" rules={required('联系人')}>
          <Input maxLength={20} autoComplete="name" />
        </Form.Item>
        <Form.Item label="所在城市" name="city" rules={required('所在城市')}>
          <Input maxLength={20} placeholder="例如：杭州市" />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="phone"
          rules={[
            {
              validator: (_, v: string = '') =>
                isPhone(v) ? Promise.resolve() : Promise.reject(new Error(MSG.badPhoneFormat)),
            },
          ]}
        >
          <Input maxLength={11} inputMode="tel" autoComplete="tel" aria-label="手机号" />
        </Form.Item>
        <SmsCodeField form={form} phoneField="phone" />
        {error ? <Typography.Paragraph type="danger">{error}</Typography.Paragraph> : null}
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          提交申请
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        已有账号？<Link to="/login">去登录</Link>
      </Typography.Paragraph>
    </div>
  );
}
