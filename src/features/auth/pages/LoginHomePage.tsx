import { Button, theme } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useBranding } from '@/shared/config/site';

/** /login-home: the public landing page, where the guard sends visitors who are not signed in. */
export default function LoginHomePage() {
  const [params] = useSearchParams();
  const brand = useBranding();
  const { token } = theme.useToken();
  const redirect = params.get('redirect');
  const to = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const paragraph = { marginTop: 0, marginBottom: '1em' };
  return (
    <div className="user-layout__card" style={{ textAlign: 'center' }}>
      <img src={brand.logo} alt={`${brand.title} 标志`} width={72} height={72} style={{ marginBottom: 12 }} />
      <h2>欢迎使用{brand.title}</h2>
      <p className="user-layout__sub">{brand.company} · 共享电单车运营管理后台</p>
      <p style={{ ...paragraph, color: token.colorTextDescription }}>
        车辆监控、用户与订单、运维调度、营销活动、财务报表与加盟商管理，一站完成。
      </p>
      {redirect ? <p style={paragraph}>登录后将返回您要访问的页面。</p> : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.margin }}>
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
      </div>
    </div>
  );
}
