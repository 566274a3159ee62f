/**
 * The console keeps the service areas' time (UTC+8) whatever zone the browser is in: a wall
 * screen in a UTC browser and a laptop at UTC−8 read the control room's clock, and the home
 * page's 更新于, as Hangzhou does. (Every other spec runs in Asia/Shanghai.)
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, gotoRoute, login } from './helpers';
import { scaled } from './machine';

/** Hangzhou's wall clock at `ms`: 'YYYY-MM-DD HH:mm:ss'. */
const hangzhou = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const seconds = (hms: string) => hms.split(':').reduce((s, x) => s * 60 + Number(x), 0);

/** The text's time of day is Hangzhou's now, within a few seconds (either side of a second's turn). */
function expectHangzhouTime(hms: string, before: number, after: number): void {
  const lo = seconds(hangzhou(before).slice(11));
  const hi = seconds(hangzhou(after).slice(11));
  const t = seconds(hms);
  // across midnight the window wraps
  expect(
    lo <= hi ? t >= lo && t <= hi : t >= lo || t <= hi,
    `${hms} within ${hangzhou(before)} … ${hangzhou(after)}`,
  ).toBe(true);
}

async function readsHangzhou(page: Page): Promise<void> {
  const before = Date.now() - 2000;
  // the address a wall monitor opens: the screen alone, without the shell
  await gotoRoute(page, '/screenHome?standalone=1');
  const clock = page.getByLabel('当前时间');
  await expect(clock).toBeVisible({ timeout: scaled(30_000) });
  const time = (await clock.locator('strong').textContent())!;
  const day = (await clock.locator('span').textContent())!;
  const after = Date.now() + 2000;
  expectHangzhouTime(time, before, after);
  expect([hangzhou(before).slice(0, 10), hangzhou(after).slice(0, 10)]).toContain(day.slice(0, 10));
  // the data's time too
  const updated = page.getByText(/^数据更新于 \d{2}:\d{2}:\d{2}$/);
  await expect(updated).toBeVisible({ timeout: scaled(30_000) });
  expectHangzhouTime((await updated.textContent())!.slice(-8), before, Date.now() + 2000);
}

for (const zone of ['UTC', 'America/Los_Angeles']) {
  test.describe(`a browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('reads the big screen’s clock and its data time in UTC+8', async ({ page }) => {
      const errors = collectErrors(page);
      await login(page);
      await readsHangzhou(page);
      expect(errors).toEqual([]);
    });
  });
}
