import { useCallback, useMemo, useState } from 'react';
import type { LngLat } from '@contract/common';
import { openRing } from '@/shared/utils/geometry';
import type { MapDraft } from '../map/types';

/**
 * The polygon being drawn or edited: clicks add vertices until it is closed
 * (click on the first vertex or finish), handles can be dragged, the last
 * vertex undone, or everything cleared to draw again.
 */
export function useFenceDraft() {
  const [draft, setDraft] = useState<MapDraft | null>(null);
  /** the ring as it was when drawing started */
  const [origin, setOrigin] = useState<LngLat[]>([]);

  /** Starts a new polygon, or edits an existing ring. */
  const start = useCallback((ring?: LngLat[]) => {
    const path = ring ? openRing(ring) : [];
    setOrigin(path);
    setDraft({ path, closed: path.length >= 3 });
  }, []);

  const stop = useCallback(() => setDraft(null), []);
  /** the drawing differs from the ring it started from */
  const edited = draft !== null && JSON.stringify(draft.path) !== JSON.stringify(origin);

  /** A click on the map: adds a vertex, or closes the polygon on its first vertex. */
  const click = useCallback((p: LngLat, vertex?: number) => {
    setDraft((d) => {
      if (!d || d.closed) return d;
      if (vertex === 0 && d.path.length >= 3) return { ...d, closed: true };
      if (vertex !== undefined) return d;
      return { ...d, path: [...d.path, p] };
    });
  }, []);

  const move = useCallback((i: number, p: LngLat) => {
    setDraft((d) => (d ? { ...d, path: d.path.map((q, j) => (j === i ? p : q)) } : d));
  }, []);

  /** Closes the polygon; false when it has fewer than 3 vertices. */
  const finish = useCallback((): boolean => {
    if (!draft || draft.path.length < 3) return false;
    setDraft({ ...draft, closed: true });
    return true;
  }, [draft]);

  const undo = useCallback(() => setDraft((d) => (d ? { path: d.path.slice(0, -1), closed: false } : d)), []);
  const clear = useCallback(() => setDraft((d) => (d ? { path: [], closed: false } : d)), []);

  return useMemo(
    () => ({ draft, edited, start, stop, click, move, finish, undo, clear }),
    [draft, edited, start, stop, click, move, finish, undo, clear],
  );
}

export type FenceDraft = ReturnType<typeof useFenceDraft>;
