import { Card, Descriptions, Typography } from 'antd';
import { useSession } from '@/shared/auth/session';

/** /log: the home inside the shell. */
export default function HomePage() {
  const profile = useSession((s) => s.profile);
  return (
    <Card>
      <Typography.Title level={3}>欢迎回来，{profile?.name}</Typography.Title>
      <Descriptions column={2} size="small">
        <Descriptions.Item label="手机号">{profile?.phone}</Descriptions.Item>
        <Descriptions.Item label="操作员编号">{profile?.opManId}</Descriptions.Item>
        <Descriptions.Item label="权限数">{profile?.permissions.length}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
