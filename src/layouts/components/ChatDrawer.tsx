import { Descriptions, Drawer, Result } from 'antd';
import type { ChatIdentity } from './chatIdentity';

interface Props {
  open: boolean;
  onClose(): void;
  who: ChatIdentity;
  /** the chat page with the identity in its query; null when the configured address is empty or invalid */
  src: string | null;
  chatUrl: string | undefined;
}

/** The customer-service drawer: who is asking, and the configured chat (or why there is none). */
export default function ChatDrawer({ open, onClose, who, src, chatUrl }: Props) {
  return (
    <Drawer
      title="在线客服"
      open={open}
      onClose={onClose}
      size={480}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="姓名">{who.name || '-'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{who.phone || '-'}</Descriptions.Item>
        <Descriptions.Item label="公司">{who.company}</Descriptions.Item>
      </Descriptions>
      {src ? (
        <iframe
          title="在线客服"
          src={src}
          sandbox="allow-scripts allow-forms allow-same-origin"
          referrerPolicy="no-referrer"
          style={{ flex: 1, minHeight: 420, width: '100%', border: 0 }}
        />
      ) : (
        <Result
          status="info"
          title="在线客服暂未开通"
          subTitle={
            chatUrl?.trim()
              ? '站点配置中的客服地址无效，请联系管理员检查系统配置。'
              : '站点配置中未设置客服地址，请联系管理员在系统配置中设置后再试。'
          }
        />
      )}
    </Drawer>
  );
}
