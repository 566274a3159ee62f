/**
 * The one integration-test harness: render the app (or a page) at a route, signed in against
 * the embedded backend on msw/node, and see the requests it sends.
 *
 *   setupBackend();
 *   await signInAs('13800000000');
 *   const seen = captureRequests('/platform/review/student/list');
 *   const { user } = renderPage(StudentCertificatePage, '/user-manage/student-certificate');
 *
 * Importing it starts nothing; `setupBackend()` registers the hooks. Raw calls to the backend
 * without the console are tests/integration/api/backendSession.ts.
 */
export * from './backend';
export * from './queries';
export * from './render';
export * from './scenarios';
export * from './settled';
