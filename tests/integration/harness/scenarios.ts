/**
 * Steps that many page tests take alike: a read that fails once and 重试, a raw call the
 * backend refuses, a row's action confirmed in its dialog, a field of a row's edit dialog.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { API, server, type SeenRequest } from './backend';
import { btn, dialog, rowOf } from './queries';

type User = ReturnType<typeof userEvent.setup>;

/** The HTTP status a raw call was refused with (0 when it went through). */
export const refusedWith = (p: Promise<unknown>): Promise<number | undefined> =>
  p.then(
    () => 0,
    (e: unknown) => (e as { status?: number }).status,
  );

/** The server's message a raw call was refused with ('' when it went through). */
export const refusalOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => '',
    (e: unknown) => (e as Error).message,
  );

/** The next read of `path` gets no answer at all (a network failure); the one after answers. */
export function failNextRead(path: string): void {
  server.use(mswHttp.get(`${API}${path}`, () => HttpResponse.error(), { once: true }));
}

/** The page says 加载失败, and 重试 asks again. */
export async function retryFailedLoad(user: User): Promise<void> {
  expect(await screen.findByText('加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: btn('重试') }));
}

/**
 * Clicks `action` in row `row` and confirms in the dialog titled `title` (with `confirm`, by
 * default the same label); nothing of `seen` is sent before the confirmation.
 */
export async function confirmRowAction(
  user: User,
  row: string,
  action: string,
  title: string,
  seen?: SeenRequest[],
  confirm = action,
): Promise<void> {
  await user.click(within(rowOf(row)).getByRole('button', { name: btn(action) }));
  const d = await dialog(title);
  if (seen) expect(seen).toHaveLength(0);
  await user.click(within(d).getByRole('button', { name: btn(confirm) }));
}

/** Opens 编辑 in row `row` and types `value` over the text field `label` of the dialog titled `title`; returns the dialog. */
export async function editRowField(
  user: User,
  row: string,
  title: string,
  label: string,
  value: string,
): Promise<HTMLElement> {
  await user.click(within(rowOf(row)).getByRole('button', { name: btn('编辑') }));
  const d = await dialog(title);
  const field = within(d).getByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, value);
  return d;
}
