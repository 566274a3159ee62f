import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

/**
 * antd's own texts (OK/Cancel, empty lists, pagination, date pickers, close labels) in
 * Chinese for a subtree. The root ConfigProvider (App) sets only the theme: the locale
 * comes with the parts that show such texts, the signed-in routes (pages.tsx) and the
 * notifications (FeedbackBridge). The public pages show none, so the login page skips it.
 */
export default function ChineseLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
}
