/**
 * The routes that may still render the shared pending page (「该页面正在建设中」), and
 * nothing else: the route sweep fails on any other route showing it, and
 * tests/unit/routes.test.ts fails when this list and the route table disagree. The
 * issues that build these screens remove them from here; the list ends empty.
 */
export const PENDING_ROUTES: readonly string[] = [
  '/production/import-export',
  '/production/voltage-scheme',
  '/production/vehicle-list',
  '/production/vehicle-list-edit',
  '/production/voice-customization',
  '/production/device-upgrade',
  '/production/fixedCode',
];

/** What the pending page says (src/shared/ui/PendingPage.tsx). */
export const PENDING_TEXT = '该页面正在建设中';
