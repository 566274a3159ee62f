import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export const LEAVE_TITLE = '有未保存的修改，确定离开吗？';

const SEEN = 'data-test-seen';

/**
 * The question 「有未保存的修改，确定离开吗？」 asked by `action`. A dialog that closed may
 * linger in jsdom (no animation runs to its end), so the ones open before are marked and
 * passed over.
 */
export async function leaveAskedBy(action: () => Promise<unknown>, timeout = 10000): Promise<HTMLElement> {
  for (const d of screen.queryAllByRole('dialog', { name: LEAVE_TITLE })) d.setAttribute(SEEN, '');
  await action();
  return waitFor(
    () => {
      const fresh = screen.queryAllByRole('dialog', { name: LEAVE_TITLE }).filter((d) => !d.hasAttribute(SEEN));
      expect(fresh).toHaveLength(1);
      return fresh[0];
    },
    { timeout },
  );
}

/** Runs `action` and checks that it asked nothing. */
export async function leaveNotAskedBy(action: () => Promise<unknown>): Promise<void> {
  for (const d of screen.queryAllByRole('dialog', { name: LEAVE_TITLE })) d.setAttribute(SEEN, '');
  await action();
  expect(screen.queryAllByRole('dialog', { name: LEAVE_TITLE }).filter((d) => !d.hasAttribute(SEEN))).toHaveLength(0);
}
