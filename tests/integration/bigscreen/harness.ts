/**
 * Helpers of the big screens' tests: a headline figure by its label, the area
 * selection dialog, and an answer of the embedded backend that fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { API, server } from '../harness/backend';
import { btn, dialog } from '../harness/queries';
import type userEvent from '@testing-library/user-event';

export const n = (x: number) => x.toLocaleString('zh-CN');

/** The value shown by the headline figure `label` (its unit left out). */
export const stat = (label: string): string => {
  const el = screen.getByRole('group', { name: label }).querySelector('.bs-stat__value') as HTMLElement;
  return (el.firstChild?.textContent ?? '').trim();
};

export async function expectStat(label: string, value: string): Promise<void> {
  await waitFor(() => expect(stat(label)).toBe(value));
}

/** Chooses exactly the service area `id` in the big screen's own selection dialog. */
export async function chooseArea(user: ReturnType<typeof userEvent.setup>, id: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: '选择服务区' }));
  const d = await dialog('选择');
  await within(d).findByText(new RegExp(`\\(${id}\\)$`));
  await user.click(within(d).getByRole('button', { name: '取消全选' }));
  await user.click(within(d).getByText(new RegExp(`\\(${id}\\)$`)));
  await user.click(within(d).getByRole('button', { name: btn('确定') }));
}

/** The next answers of `path` fail with `message` (all of them unless `once`). */
export function failWith(path: string, message: string, once = false): void {
  server.use(
    mswHttp.get(`${API}${path}`, () => HttpResponse.json({ suc: false, error: { code: 500, promt: message } }), {
      once,
    }),
  );
}
