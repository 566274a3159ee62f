import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import AntdTheme from '@/shared/ui/theme/AntdTheme';

/**
 * antd's theme (AntdTheme) and its own texts (OK/Cancel, empty lists, pagination, date
 * pickers, close labels) in Chinese for a subtree: the signed-in routes (pages.tsx) and
 * the notifications (FeedbackBridge). There is no ConfigProvider at the root: the login
 * page loads no antd.
 */
export default function ChineseLocale({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <ConfigProvider locale={zhCN}>{children}</ConfigProvider>
    </AntdTheme>
  );
}
