import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Layout, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/shared/auth/session';
import { logout } from '@/shared/auth/logout';
import { useBranding } from '@/shared/config/site';

/** The console shell: header with the operator and log out, and the page. */
export default function BasicLayout() {
  const brand = useBranding();
  const profile = useSession((s) => s.profile);
  const { modal } = App.useApp();
  const confirmLogout = () =>
    modal.confirm({ title: '提示', content: '真的要注销登录吗 ?', okText: '确定', cancelText: '取消', onOk: logout });
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, background: '#001529' }}>
        <img src={brand.logo} alt="" width={32} height={32} />
        <Typography.Text style={{ color: '#fff', fontSize: 18, flex: 1 }}>{brand.title}</Typography.Text>
        <Typography.Text style={{ color: 'rgba(255,255,255,.85)' }}>{profile?.name}</Typography.Text>
        <Button icon={<LogoutOutlined />} onClick={confirmLogout}>
          退出登录
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
