import { message, notification } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '@/shared/http/notify';
import ChineseLocale from './ChineseLocale';

/**
 * Notifications and messages for code outside React (src/shared/http/notify.ts),
 * rendered under the app's ConfigProvider. Not antd's <App>: that one also brings
 * Modal; the console layouts have their own <App> for App.useApp() in their pages.
 */
export default function FeedbackBridge() {
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => registerFeedback(notificationApi, messageApi), [notificationApi, messageApi]);
  return (
    <ChineseLocale>
      {notificationHolder}
      {messageHolder}
    </ChineseLocale>
  );
}
