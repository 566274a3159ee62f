/**
 * Before the browser tests: one cold boot of the console (fresh context → usable login form)
 * measured against the server Playwright started, and its ratio to a quiet CI machine's
 * (tests/e2e/machine.ts) kept in E2E_TIME_FACTOR for the workers, whose timeouts it scales.
 * The boot is measured twice and the second taken: the first also warms the server's files.
 */
import { chromium, type FullConfig } from '@playwright/test';
// @ts-expect-error -- a plain ES module script without types
import { measureBoot } from '../../scripts/boot-time.mjs';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { REFERENCE_BOOT_MS } from './machine';

type Boot = { form: number; backendReady: number | null };
type MeasureBoot = (b: unknown, u: string, timeout?: number, ignoreHTTPSErrors?: boolean) => Promise<Boot>;

export default async function globalSetup(config: FullConfig): Promise<void> {
  if (process.env.E2E_TIME_FACTOR) return;
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // the deploy tests' HTTPS has a self-signed certificate
    const insecure = config.projects[0]?.use.ignoreHTTPSErrors ?? false;
    await (measureBoot as MeasureBoot)(browser, baseURL, undefined, insecure);
    const boot = await (measureBoot as MeasureBoot)(browser, baseURL, undefined, insecure);
    const factor = Math.min(8, Math.max(1, boot.form / REFERENCE_BOOT_MS));
    process.env.E2E_TIME_FACTOR = factor.toFixed(2);
    console.log(
      `browser tests: the console booted in ${boot.form} ms (quiet CI machine: ${REFERENCE_BOOT_MS} ms): timeouts × ${factor.toFixed(2)}`,
    );
  } finally {
    await browser.close();
  }
}
