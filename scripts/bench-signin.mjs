/** The benchmarks' sign-in in Chromium: the administrator through the form, with the embedded backend's SMS code. */
export const ADMIN = '13800000000';
export const SMS = '123456';

export async function signInPage(page, base, phone = ADMIN) {
  await page.goto(`${base}#/login`);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('短信发送成功').waitFor();
  await page.getByLabel('验证码').fill(SMS);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => u.hash === '#/log', { timeout: 30000 });
}
