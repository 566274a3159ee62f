import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** /404, and any route the user may not open. */
export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或您没有访问权限。"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
