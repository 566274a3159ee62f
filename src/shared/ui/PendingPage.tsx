import { Result } from 'antd';
import { useLocation } from 'react-router-dom';

/**
 * The one placeholder a route of the table may render until its screen lands
 * (issue #3); tests/unit/routes.test.ts lists the routes that still use it.
 */
export default function PendingPage() {
  const { pathname } = useLocation();
  return <Result status="info" title="该页面正在建设中" subTitle={`路由 ${pathname} 已注册，权限与菜单已生效；页面内容将在后续版本交付。`} />;
}
