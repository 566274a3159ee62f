import type { NotificationInstance } from 'antd/es/notification/interface';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Notifications and messages from outside React (the HTTP client, stores).
 * The app registers antd's context-aware instances (App.useApp) at start-up;
 * until then calls are queued so nothing shown at boot is lost.
 */
type Kind = 'success' | 'info' | 'warning' | 'error';
let notificationApi: NotificationInstance | null = null;
let messageApi: MessageInstance | null = null;
const pending: Array<() => void> = [];

export function registerFeedback(n: NotificationInstance, m: MessageInstance): void {
  notificationApi = n;
  messageApi = m;
  pending.splice(0).forEach((f) => f());
}

export function notify(kind: Kind, title: string, description?: string): void {
  const show = () => notificationApi?.[kind]({ title, description });
  if (notificationApi) show();
  else pending.push(show);
}

export function toast(kind: Kind, content: string, durationS?: number): void {
  const show = () => void messageApi?.[kind]({ content, duration: durationS });
  if (messageApi) show();
  else pending.push(show);
}
