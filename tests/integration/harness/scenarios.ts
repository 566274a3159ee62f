/**
 * Steps that many page tests take alike: a read that fails once and 重试, a raw call the
 * backend refuses, a row's action confirmed in its dialog, a field of a row's edit dialog, a
 * list's 新增… dialog, a search made in a list's form, and the two whole checks every list
 * page makes: a failed load, and a caller without the code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import { API, captureRequests, server, signInAs, type SeenRequest } from './backend';
import { btn, choose, dialog, rowOf, waitForRows } from './queries';
import { renderPage } from './render';

type User = ReturnType<typeof userEvent.setup>;

/**
 * The page at `path`, rendered for an operator signed in as one does (the administrator unless
 * `as` says otherwise), with the calls whose path holds `capture` (when given) recorded from its
 * first one; `more` routes other pages it may open.
 */
export async function openPage(
  Page: ComponentType,
  path: string,
  o: { capture?: string; as?: string; more?: Record<string, ComponentType> } = {},
) {
  await signInAs(o.as);
  const seen = o.capture === undefined ? [] : captureRequests(o.capture);
  return { ...renderPage(Page, path, o.more), seen };
}

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

/**
 * The next read of `path` is refused by the server with `promt` (code 500 in the envelope);
 * with `httpStatus`, as an HTTP error of that status. The one after answers.
 */
export function refuseNextRead(path: string, promt: string, httpStatus?: number): void {
  const answer = httpStatus
    ? () => HttpResponse.json({ suc: false, error: { promt } }, { status: httpStatus })
    : () => HttpResponse.json({ suc: false, error: { code: 500, promt } });
  server.use(mswHttp.get(`${API}${path}`, answer, { once: true }));
}

/**
 * Signed in as admin, the statistics page `Page` at `path` meets a refused first read of
 * `read` ('统计服务繁忙'): it shows the server's words, 重试 asks again, and the statistic
 * `shows` is drawn in place of the error. Returns the requests of `read` (both tries).
 */
export async function expectStatsRetried(
  Page: ComponentType,
  path: string,
  read: string,
  shows: string,
): Promise<SeenRequest[]> {
  await signInAs();
  refuseNextRead(read, '统计服务繁忙');
  const seen = captureRequests(read);
  const { user } = renderPage(Page, path);
  expect(await screen.findByText('统计服务繁忙')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: btn('重试') }));
  await waitFor(() => expect(seen).toHaveLength(2));
  expect(await screen.findByText(shows, { selector: '.ant-statistic-title' })).toBeInTheDocument();
  expect(screen.queryByText('统计服务繁忙')).not.toBeInTheDocument();
  return seen;
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

/**
 * Signed in as admin, on the list at `path` (`rows` rows): `value` typed over the field
 * `field` of row `row`'s edit dialog `dialog`, `more` done in the dialog, then 保存. Returns
 * the dialog and the user.
 */
export async function saveRowEdit(
  Page: ComponentType,
  path: string,
  {
    rows,
    row,
    dialog: title,
    field,
    value,
  }: { rows: number; row: string; dialog: string; field: string; value: string },
  more?: (d: HTMLElement, user: User) => Promise<void>,
): Promise<{ d: HTMLElement; user: User }> {
  await signInAs();
  const { user } = renderPage(Page, path);
  await waitForRows(rows);
  const d = await editRowField(user, row, title, field, value);
  await more?.(d, user);
  await user.click(within(d).getByRole('button', { name: btn('保存') }));
  return { d, user };
}

/** The dialog `d` shows the server's `reason`, and its text fields still hold `kept` (label → text). */
export async function expectRefusedFormKept(
  d: HTMLElement,
  reason: string,
  kept: Record<string, string>,
): Promise<void> {
  expect(await within(d).findByText(reason)).toBeInTheDocument();
  for (const [label, text] of Object.entries(kept)) {
    expect(within(d).getByRole('textbox', { name: label })).toHaveValue(text);
  }
}

/**
 * Signed in as admin, the first read of `read` fails: the page at `path` says 加载失败, and 重试
 * lists the rows `rows` (their keys in order, or just how many).
 */
export async function expectRetriedLoad(
  Page: ComponentType,
  path: string,
  read: string,
  rows: readonly string[] | number,
): Promise<void> {
  await signInAs();
  failNextRead(read);
  const { user } = renderPage(Page, path);
  await retryFailedLoad(user);
  if (typeof rows === 'number') expect(await waitForRows(rows)).toHaveLength(rows);
  else expect(await waitForRows(rows.length)).toEqual(rows);
}

/**
 * Signed in as admin, on the list at `path` (`rows` rows): 停用 on row `id` asks first in the
 * dialog `dialog`, then sends `{ id, state: 'disabled' }` to `write` and the row shows `shows`
 * (its state, or the 启用 that now takes the toggle's place).
 */
export async function expectDisableAsksFirst(
  Page: ComponentType,
  path: string,
  {
    rows,
    id,
    dialog: title,
    write,
    shows,
  }: { rows: number; id: string; dialog: string; write: string; shows: string | RegExp },
): Promise<void> {
  const { user, seen } = await openPage(Page, path, { capture: write });
  await waitForRows(rows);
  await confirmRowAction(user, id, '停用', title, seen);
  await waitFor(() => expect(within(rowOf(id)).getByText(shows)).toBeInTheDocument());
  expect(seen[0]?.body).toEqual({ id, state: 'disabled' });
}

/** Quiet request options: the refusal is the expected answer, no message pops up. */
type Quiet = { silent: true };

/**
 * Signed in as operations (13800000001, who holds no marketing or configuration code), the
 * read `read` and each of `writes` (sent with the quiet options given) are refused with 403.
 */
export async function expectOperationsRefused(
  read: string,
  ...writes: Array<(quiet: Quiet) => Promise<unknown>>
): Promise<void> {
  const quiet: Quiet = { silent: true };
  await signInAs('13800000001');
  expect(await refusedWith(http.get(read, {}, quiet))).toBe(403);
  for (const write of writes) expect(await refusedWith(write(quiet))).toBe(403);
}

/**
 * The three checks every list with a state toggle makes, as tests of the calling describe:
 * 停用 on row `toggle.id` asks first in `toggle.dialog` and the row then shows `toggle.shows`;
 * a failed first read of `read` offers 重试, which lists `rows`; and operations staff, without
 * the code `code`, are refused the read and the state write (`read`/state), which changes nothing.
 */
export function itChecksToggledList(
  Page: ComponentType,
  path: string,
  {
    read,
    rows,
    code,
    toggle,
  }: {
    read: string;
    rows: readonly string[];
    code: string;
    toggle: { id: string; dialog: string; shows: string | RegExp; stateOf: (id: string) => string | undefined };
  },
): void {
  const { id } = toggle;
  it('disabling asks first, then the row shows 停用', async () => {
    const write = `${read}/state`;
    await expectDisableAsksFirst(Page, path, {
      rows: rows.length,
      id,
      dialog: toggle.dialog,
      write,
      shows: toggle.shows,
    });
  });

  it('a failed load offers 重试', async () => {
    await expectRetriedLoad(Page, path, read, rows);
  });

  it(`a user without ${code} is refused by the backend`, async () => {
    await expectOperationsRefused(read, (q) => http.post(`${read}/state`, { id, state: 'disabled' }, q));
    expect(toggle.stateOf(id)).toBe('enabled');
  });
}

/** Opens a list's 新增{noun} dialog from its button and returns the dialog. */
export async function openNew(user: User, noun: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: new RegExp(`新增${noun}`) }));
  return dialog(`新增${noun}`);
}

/**
 * A search as a person makes it in a list's form: each field found by its label, a text typed
 * or a select's option picked (展开 first when the field is folded away), then 查询. Resolves
 * once the request for page 1 with `query` has been sent.
 */
export async function searchBy(
  user: User,
  seen: SeenRequest[],
  fields: Record<string, string>,
  query: Record<string, unknown>,
): Promise<void> {
  const field = (name: string) => screen.queryByRole('textbox', { name }) ?? screen.queryByRole('combobox', { name });
  for (const [label, value] of Object.entries(fields)) {
    if (!field(label)) await user.click(screen.getByRole('button', { name: /展\s*开/ }));
    const input = field(label);
    if (!input) throw new Error(`no search field ${label}`);
    if (input.getAttribute('role') === 'combobox') await choose(user, label, value);
    else await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: btn('查询') }));
  await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, ...query }));
}
