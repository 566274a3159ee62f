import { Collapse, List, Typography } from 'antd';

/** The embedded backend's demo accounts (sign-in protocol), shown only when it runs. */
const ACCOUNTS: Array<[string, string]> = [
  ['13800000000', '平台管理员（全部权限）'],
  ['13800000001', '运营专员'],
  ['13800000002', '加盟商（两个服务区）'],
  ['13800000003', '财务'],
  ['13800000004', '设备未授权'],
  ['13800000005', '短信发送超量'],
];

export default function DemoAccounts({ onPick }: { onPick: (phone: string) => void }) {
  return (
    <Collapse
      size="small"
      ghost
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'demo',
          label: '演示账号（验证码 123456）',
          children: (
            <List
              size="small"
              dataSource={ACCOUNTS}
              renderItem={([phone, who]) => (
                <List.Item>
                  <Typography.Link onClick={() => onPick(phone)}>{phone}</Typography.Link>
                  <span>{who}</span>
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}
