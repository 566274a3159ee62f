import { Button, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useBranding } from '@/shared/config/site';

/** /login-home: the public landing page, where the guard sends visitors who are not signed in. */
export default function LoginHomePage() {
  const [params] = useSearchParams();
  const brand = useBranding();
  const redirect = params.get('redirect');
  const to = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <div className="user-layout__card" style={{ textAlign: 'center' }}>
      <img src={brand.logo} alt={`${brand.title} 标志`} width={72} height={72} style={{ marginBottom: 12 }} />
      <h2>欢迎使用{brand.title}</h2>
      <p className="user-layout__sub">{brand.company} · 共享电单车运营管理后台</p>
      <Typography.Paragraph type="secondary">
        车辆监控、用户与订单、运维调度、营销活动、财务报表与加盟商管理，一站完成。
      </Typography.Paragraph>
      {redirect ? <Typography.Paragraph>登录后将返回您要访问的页面。</Typography.Paragraph> : null}
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Link to={to}>
          <Button type="primary" size="large" block>
            登录
          </Button>
        </Link>
        <Link to="/register">
          <Button size="large" block>
            申请成为加盟商
          </Button>
        </Link>
      </Space>
    </div>
  );
}
