import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/shared/ui/lazyPart';
import { PALETTE_EVENT } from './paletteEvents';

export { searchEntries, type PaletteEntry } from './paletteSearch';

// The dialog (Modal, Input) loads with the first opening, not with the shell.
const PaletteDialog = lazyPart(() => import('./PaletteDialog'));

/**
 * The command palette (issue 3 item 9): Ctrl+K / ⌘K (or the header's search
 * button) opens a search over the pages of the user's menu (PaletteDialog).
 */
export default function CommandPalette() {
  const [open, setOpen] = useState(false);
  // each opening mounts the dialog anew: an empty query, the first match active
  const [opening, setOpening] = useState(0);

  useEffect(() => {
    const show = () => {
      setOpening((n) => n + 1);
      setOpen(true);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(PALETTE_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(PALETTE_EVENT, show);
    };
  }, []);

  return opening ? (
    <Suspense fallback={null}>
      <PaletteDialog key={opening} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
