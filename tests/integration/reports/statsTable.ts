/** Reading a StatsPage's table the way a user does: the row of a date, the cell under a column title. */
import { screen, within } from '@testing-library/react';

export const DAY = 86400000;

export const rowOfDate = (date: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(date, { exact: true }))!;

/** The cell under a column title, in a row. */
export function cell(row: HTMLElement, title: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
  return within(row).getAllByRole('cell')[headers.indexOf(title)];
}

/** The table's rows that show one day each. */
export const dayRows = () =>
  screen
    .getAllByRole('row')
    .filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(within(r).queryAllByRole('cell')[0]?.textContent ?? ''));
