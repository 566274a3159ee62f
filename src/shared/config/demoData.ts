/**
 * The embedded backend's demo data, as the shell sees it: registered by the app when the
 * embedded backend runs (src/main.tsx), absent against a real backend. The settings drawer
 * offers 重置演示数据 only when it is here.
 */
export interface DemoData {
  /** how many changes this browser keeps over the seeded world */
  count(): Promise<number>;
  /** forgets them and reloads the page onto the seeded world */
  reset(): Promise<void>;
}

let registered: DemoData | null = null;

export function registerDemoData(d: DemoData | null): void {
  registered = d;
}

export const demoData = (): DemoData | null => registered;

/** Shown once after start when the kept changes could not be replayed. */
export const DEMO_DATA_DISCARDED = '已恢复初始演示数据';
/** Shown once after start when some kept changes could not be replayed and the rest were kept. */
export const DEMO_DATA_PARTLY_KEPT = '部分修改未能恢复';
/** Said at start where the browser has no SharedWorker: the demo data run in this tab alone. */
export const DEMO_DATA_SINGLE_TAB = '演示数据只在本标签页中运行';
export const DEMO_DATA_SINGLE_TAB_DETAIL = '此浏览器不支持共享演示数据：打开另一个标签页后，本页将停止使用。';
/** Said (and kept on screen) in such a tab once another tab has started its own copy. */
export const DEMO_DATA_SUPERSEDED = '演示数据已在另一个标签页中打开';
export const DEMO_DATA_SUPERSEDED_DETAIL = '请关闭此标签页：本页的数据已过时，修改不会再被接受。';
