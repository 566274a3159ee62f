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
