/** Opens the command palette from anywhere in the shell (header button, shortcut). */
export const PALETTE_EVENT = 'console:open-palette';

export function openPalette(): void {
  window.dispatchEvent(new Event(PALETTE_EVENT));
}
