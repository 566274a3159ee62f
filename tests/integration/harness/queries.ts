/** Finding and working the console's antd parts in a rendered page: table rows, dialogs, buttons, selects, fields. */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SeenRequest } from './backend';

type User = ReturnType<typeof userEvent.setup>;

/** ModalForm throttles its submit (1,000 ms): a second click must come this much later. */
export { pastThrottle } from '../../clock';

/** The data rows of the tables on the page (or inside `root`), by row key. */
export const rowKeys = (root: ParentNode = document): string[] =>
  Array.from(root.querySelectorAll('.ant-table-tbody tr[data-row-key]')).map(
    (r) => r.getAttribute('data-row-key') ?? '',
  );

export const rowOf = (key: string): HTMLElement => {
  const row = document.querySelector<HTMLElement>(`.ant-table-tbody tr[data-row-key="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

/** The table row (header or data) holding a cell that reads exactly `name` (a statistics row by its area or person). */
export const rowNamed = (name: string): HTMLElement =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }))!;

/** The `i`th cell of the row named `name`. */
export const cellOf = (name: string, i: number): HTMLElement => within(rowNamed(name)).getAllByRole('cell')[i];

/** The permission tree's node titled `title` (a role's editor). */
export function treeNode(title: string): HTMLElement {
  const node = Array.from(document.querySelectorAll<HTMLElement>('.ant-tree-treenode')).find(
    (n) => n.querySelector('.perm-tree-title')?.firstChild?.textContent === title,
  );
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}

/** Whether the permission tree's node titled `title` is checked. */
export const isChecked = (title: string): boolean =>
  treeNode(title).querySelector('.ant-tree-checkbox-checked') !== null;

/** Waits for the list to show at least `min` rows and no spinner. */
export async function waitForRows(min = 1, root: ParentNode = document): Promise<string[]> {
  await waitFor(
    () => {
      expect(root.querySelector('.ant-spin-spinning')).toBeNull();
      expect(rowKeys(root).length).toBeGreaterThanOrEqual(min);
    },
    { timeout: 20000 },
  );
  return rowKeys(root);
}

/** The last request seen, once at least `count` have arrived. */
export async function lastRequest(seen: SeenRequest[], count = 1): Promise<SeenRequest> {
  await waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count), { timeout: 10000 });
  return seen[seen.length - 1];
}

/** The open dialog whose text contains `title` (antd modals render in a portal). */
export async function dialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const d = screen.getAllByRole('dialog').find((el) => el.textContent?.includes(title));
    if (!d) throw new Error(`no dialog ${title}`);
    return d;
  });
}

/** A button's accessible name, with or without the space antd puts between two Chinese characters. */
export const btn = (label: string): RegExp => new RegExp(`^${label.split('').join('\\s*')}$`);

/** A status tab of a review queue (the segmented control above the table). */
export const statusTab = (label: string): HTMLElement =>
  within(document.querySelector<HTMLElement>('.ant-segmented')!).getByText(label);

/** Types text as one paste into a field (focus, then one input event): as good as typing here, and fast. */
export async function typeInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Picks an option of an antd Select found by its accessible name (inside `root`). */
export async function choose(
  user: User,
  label: string,
  option: string,
  root: HTMLElement = document.body,
): Promise<void> {
  await user.click(within(root).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (o) => o.textContent === option && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
