/**
 * How every browser of the project starts Debian's Chromium (the Playwright tests, the boot
 * measure, its global setup): no sandbox or GPU in a container, and no background networking —
 * without those flags Chromium floods the closed network with refused connections.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian puts Chromium (CHROMIUM_PATH overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The console as an operator in the service areas sees it: a desktop window, Chinese, UTC+8. */
export const CONSOLE_CONTEXT = {
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

/** Debian's Chromium started by Playwright's `chromium` with the flags above. */
export const launchChromium = (chromium) => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
