/**
 * Vehicle monitoring in a real browser against the demo build (maps, screen behaviour;
 * no AMap key, so the ECharts fallback draws): the operation map draws the fleet
 * and a click on a vehicle opens its card; trace playback runs; screening creates
 * operation tasks. Screenshots for review in artifacts/screenshots/vehicles-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkJournalAfterEach, collectErrors, gotoRoute, login, settle } from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const SHOTS = 'artifacts/screenshots';

/** The pixel (page coordinates) of one vehicle of the top-most non-empty status layer, from the chart itself. */
async function vehiclePixel(page: Page): Promise<{ x: number; y: number }> {
  const map = page.getByTestId('operation-map');
  const at = await map.evaluate((root) => {
    const el = root.querySelector('[_echarts_instance_]') as HTMLElement;
    const echarts = (window as unknown as { __echarts: { getInstanceByDom(e: HTMLElement): unknown } }).__echarts;
    const chart = echarts.getInstanceByDom(el) as {
      getOption(): { series: Array<{ type: string; name: string; data: number[][] }> };
      convertToPixel(finder: object, value: number[]): number[];
    };
    // Series are drawn in order: the last non-empty vehicle layer is on top.
    const layers = chart
      .getOption()
      .series.filter((s) => s.type === 'scatter' && !s.name.startsWith('__') && s.data.length);
    const top = layers[layers.length - 1];
    const [x, y] = chart.convertToPixel({ seriesName: top.name }, top.data[0]);
    const box = el.getBoundingClientRect();
    return { x: box.left + x, y: box.top + y };
  });
  return at;
}

test.describe('vehicle monitoring', () => {
  let errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    errors = collectErrors(page);
    await login(page);
  });

  test.afterEach(() => {
    expect(errors, 'console errors and page errors').toEqual([]);
  });

  test('the operation map draws the fleet and a click on a vehicle opens its card', async ({ page }) => {
    await gotoRoute(page, '/vehicle/operation-map');
    const map = page.getByTestId('operation-map');
    await expect(map).toHaveAttribute('data-points-drawn', /^[1-9]\d*$/, { timeout: scaled(20000) });
    await expect(page.getByRole('button', { name: /^可骑行 [\d,]+$/ })).toBeVisible();
    await expect(page.getByText('30秒自动刷新')).toBeVisible();
    await expect(page.getByText(/上次刷新 \d\d:\d\d:\d\d/)).toBeVisible();

    // The legend hides a status (fewer points drawn) and shows it again. The count is read once
    // the map stands still: the attribute is absent while a load runs (a view fitted to the fences
    // loads again), and a CI run once read that absence as 0 points.
    const drawn = async () => {
      const v = await map.getAttribute('data-points-drawn');
      return v === null ? undefined : Number(v);
    };
    let last: number | undefined;
    await expect
      .poll(
        async () => {
          const v = await drawn();
          const same = v !== undefined && v === last;
          last = v;
          return same;
        },
        { timeout: scaled(20000), intervals: [300] },
      )
      .toBe(true);
    const all = last!;
    await page.getByRole('button', { name: /^可骑行 / }).click();
    await expect.poll(async () => (await drawn()) ?? Infinity).toBeLessThan(all);
    await page.getByRole('button', { name: /^可骑行 / }).click();
    await expect(map).toHaveAttribute('data-points-drawn', String(all));

    const { x, y } = await vehiclePixel(page);
    await page.mouse.click(x, y);
    const card = page.getByRole('dialog', { name: /^车辆 \d+$/ });
    await expect(card).toBeVisible();
    await expect(card.getByText('电压')).toBeVisible();
    await expect(card.getByText(/\d+\.\d V/)).toBeVisible();
    await expect(card.getByRole('button', { name: /锁车/ })).toBeVisible();
    await expect(page).toHaveURL(/vehicle=\d+/);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/vehicles-operation-map.png` });

    // 详情 opens the vehicle's page outside the shell.
    await card.getByRole('button', { name: /详\s*情/ }).click();
    await expect(page).toHaveURL(/#\/vehicle-info\?id=\d+/);
    await expect(page.getByRole('tab', { name: '轨迹回放' })).toBeVisible();
  });

  test('trace playback runs: the slider advances while playing', async ({ page }) => {
    await gotoRoute(page, '/vehicle-info?id=8600007');
    await expect(page.getByText('车辆 8600007').first()).toBeVisible();
    const slider = page.getByRole('slider');
    await expect(slider).toBeVisible({ timeout: scaled(20000) });
    const start = Number(await slider.getAttribute('aria-valuenow'));
    await page.getByRole('group', { name: '轨迹回放' }).getByText('16x', { exact: true }).click();
    // the page's timers from here on are Playwright's clock: time still flows, and can be run ahead
    await page.clock.install();
    await page.getByRole('button', { name: '播放' }).click();
    await expect(page.getByRole('button', { name: '暂停' })).toBeVisible();
    await expect
      .poll(async () => Number(await slider.getAttribute('aria-valuenow')), { timeout: scaled(10000) })
      .toBeGreaterThan(start + 60000);
    await page.getByRole('button', { name: '暂停' }).click();
    const paused = Number(await slider.getAttribute('aria-valuenow'));
    // two seconds of the page's time (twenty of the player's ticks) pass: a paused player stays
    await page.clock.runFor(2000);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(paused);
    await expect(page.getByTestId('playback-time')).toContainText('定位点');
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/vehicles-trace-playback.png`, fullPage: true });
  });

  test('screening finds vehicles and creates operation tasks for the selected ones', async ({ page }) => {
    await gotoRoute(page, '/vehicle/vehicle-screening');
    await page.getByRole('checkbox', { name: '电量低于' }).check();
    await page.getByRole('button', { name: /筛\s*选/ }).click();
    await expect(page).toHaveURL(/batteryBelow=20/);
    const rows = page.getByTestId('screening-results').locator('.ant-table-tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible({ timeout: scaled(20000) });
    for (let i = 0; i < 3; i++) await rows.nth(i).locator('.ant-checkbox-input').check();
    await expect(page.getByText('已选 3 辆')).toBeVisible();
    await page.getByRole('button', { name: /生成运维任务（3）/ }).click();
    const dialog = page.getByRole('dialog', { name: /生成运维任务/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('备注').fill('低电量车辆，请优先换电');
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/vehicles-screening-modal.png` });
    await dialog.getByRole('button', { name: '生成任务' }).click();
    await expect(page.getByText('已创建 3 个运维任务')).toBeVisible();
    await expect(page.getByText('已创建 3 个换电任务')).toBeVisible();
    await expect(page.getByText('已选 0 辆')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/vehicles-screening.png`, fullPage: true });
  });
});
