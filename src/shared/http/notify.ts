import type { NotificationInstance } from 'antd/es/notification/interface';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Notifications and messages from outside React (the HTTP client, stores).
 * The app registers antd's context-aware instances (hooks rendered under its
 * ConfigProvider) with `registerFeedback`; until then calls are queued so nothing
 * shown at boot is lost. The app loads that code on first use: `feedbackDemand`
 * tells it when the first call has come (the login page shows nothing until then).
 */
type Kind = 'success' | 'info' | 'warning' | 'error';
let notificationApi: NotificationInstance | null = null;
let messageApi: MessageInstance | null = null;
const pending: Array<() => void> = [];

let demanded = false;
const demandListeners = new Set<() => void>();

/** Whether anything has been notified yet, as an external store for `useSyncExternalStore`. */
export const feedbackDemand = {
  subscribe(listener: () => void): () => void {
    demandListeners.add(listener);
    return () => demandListeners.delete(listener);
  },
  get: (): boolean => demanded,
};

function queue(show: () => void): void {
  pending.push(show);
  if (demanded) return;
  demanded = true;
  demandListeners.forEach((l) => l());
}

/** Registers the instances that show feedback; returns the unregistration (an effect's cleanup). */
export function registerFeedback(n: NotificationInstance, m: MessageInstance): () => void {
  notificationApi = n;
  messageApi = m;
  pending.splice(0).forEach((f) => f());
  return () => {
    // the instances' host unmounted: calls queue until the next registration
    if (notificationApi !== n) return;
    notificationApi = null;
    messageApi = null;
  };
}

/** Back to the start: nothing registered, nothing queued, nothing demanded (between tests). */
export function resetFeedback(): void {
  notificationApi = null;
  messageApi = null;
  pending.length = 0;
  if (!demanded) return;
  demanded = false;
  demandListeners.forEach((l) => l());
}

/** `durationS`: how long it stays (0: until closed); antd's default when not given. */
export function notify(kind: Kind, title: string, description?: string, durationS?: number): void {
  const show = () =>
    notificationApi?.[kind]({ title, description, ...(durationS === undefined ? {} : { duration: durationS }) });
  if (notificationApi) show();
  else queue(show);
}

export function toast(kind: Kind, content: string, durationS?: number): void {
  const show = () => void messageApi?.[kind]({ content, duration: durationS });
  if (messageApi) show();
  else queue(show);
}
