// The hours of the service areas' day (UTC+8) at which the time-sensitive tests run, on a
// process whose own zone is UTC (as a CI machine's is): just after midnight, just before the
// hour turns, the afternoon when a UTC machine's date is a day behind, just before midnight.
// Each hour is a Vitest project with the app's injectable clock pinned there (TEST_NOW,
// tests/clock.ts; vite.config.ts builds the projects from TEST_HOURS).

/** Any day would do; a Monday, so that "this week" starts today at 00:05. */
export const DAY = '2026-11-23';
export const HOURS = ['00:05', '07:59', '16:30', '23:55'];
/** The four moments, as TEST_HOURS lists them. */
export const MOMENTS = HOURS.map((hour) => `${DAY}T${hour}:00+08:00`);

/**
 * The tests whose figures depend on the day or the hour: days of reports and statistics,
 * "today" on the big screens and the home page, periods of activities, rides in progress,
 * appeals that come minutes after a ride, link and token lifetimes. When the hours run
 * (TEST_HOURS set), these run at the four hours instead of once at the default moment.
 */
export const TIME_SENSITIVE = [
  'tests/unit',
  // the unit tests too heavy for the check (vite.config.ts), once in tests/unit
  'tests/integration/units',
  'tests/integration/api/backend.test.ts',
  'tests/integration/riders/backend.test.ts',
  'tests/integration/reviews/backend.test.ts',
  'tests/integration/worksheets/backend.test.ts',
  'tests/integration/vehicles/backend.test.ts',
  'tests/integration/operations/opsStatsBackend.test.ts',
  'tests/integration/operations/parkApplicationBackend.test.ts',
  'tests/integration/operatorLogs.test.ts',
  'tests/integration/reports/dailyReport.test.tsx',
  'tests/integration/reports/walletReports.test.tsx',
  'tests/integration/bigscreen/operations.test.tsx',
  'tests/integration/bigscreen/revenue.test.tsx',
  'tests/integration/dashboard/overview.test.tsx',
  'tests/integration/marketing/inviteActivity.test.tsx',
  'tests/integration/marketing/activityWorld.test.ts',
  'tests/integration/api/ledger.test.ts',
  // a ride paid after midnight is the next day's takings: at 23:55 its sequences cross the day
  'tests/integration/api/books.property.test.ts',
  'tests/integration/api/books.test.ts',
  'tests/integration/api/liveWorld.test.ts',
  'tests/integration/api/repairs.test.ts',
  'tests/integration/api/vehicleTrace.test.ts',
];

/** Whether a test file (relative path) is one of the time-sensitive tests. */
export const isTimeSensitive = (file) => TIME_SENSITIVE.some((p) => file === p || file.startsWith(`${p}/`));
