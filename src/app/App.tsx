import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { registerFeedback } from '@/shared/http/notify';
import { useSite } from '@/shared/config/site';
import { createAppRouter } from './router';

function FeedbackBridge() {
  const { notification, message } = AntApp.useApp();
  useEffect(() => registerFeedback(notification, message), [notification, message]);
  return null;
}

/** Providers: antd in Chinese with the site's theme colour, feedback bridge, hash router. */
export default function App() {
  const [router] = useState(createAppRouter);
  const themeColor = useSite((s) => s.config?.themeColor);
  useEffect(() => {
    void useSite.getState().load();
  }, []);
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: themeColor || '#1677ff' } }}>
      <AntApp>
        <FeedbackBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
