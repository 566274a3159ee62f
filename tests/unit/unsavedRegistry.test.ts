// @vitest-environment jsdom
/**
 * The registry of unsaved forms: a form whose effects end is forgotten unless the shell
 * keeps its page (a hidden console tab), and then only while it keeps it; leaving a page
 * discards its forms; the beforeunload handler asks only while something is unsaved.
 * PROPERTY_RUNS raises the number of random runs.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  detach,
  dirtyPaths,
  discard,
  isDirty,
  markClean,
  markDirty,
  resetUnsavedChanges,
  setRetainer,
} from '@/shared/ui/unsaved/registry';

afterEach(() => resetUnsavedChanges());

function unloadPrevented(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

describe('unsaved forms registry', () => {
  it('lists dirty forms by page, once per page, until saved', () => {
    markDirty('a', '/coupon/edit');
    markDirty('b', '/coupon/edit');
    markDirty('c', '/role/edit');
    expect(dirtyPaths()).toEqual(['/coupon/edit', '/role/edit']);
    markClean('a');
    expect(isDirty('/coupon/edit')).toBe(true);
    markClean('b');
    expect(dirtyPaths()).toEqual(['/role/edit']);
  });

  it('a detached form is forgotten unless its page is kept, and only while it is', () => {
    let kept = new Set(['/coupon/edit']);
    setRetainer((p) => kept.has(p));
    markDirty('a', '/coupon/edit');
    markDirty('b', '/role/edit');
    detach('a');
    detach('b');
    expect(dirtyPaths()).toEqual(['/coupon/edit']);
    kept = new Set();
    expect(dirtyPaths()).toEqual([]);
    setRetainer(null);
    expect(isDirty('/coupon/edit')).toBe(false);
  });

  it('discarding a page forgets its forms; beforeunload asks only while something is dirty', () => {
    expect(unloadPrevented()).toBe(false);
    markDirty('a', '/coupon/edit');
    expect(unloadPrevented()).toBe(true);
    discard(['/role/edit']);
    expect(unloadPrevented()).toBe(true);
    discard(['/coupon/edit']);
    expect(dirtyPaths()).toEqual([]);
    expect(unloadPrevented()).toBe(false);
  });

  it('over random sequences, lists exactly what a model says, and beforeunload asks exactly then', () => {
    type Op =
      | { op: 'dirty' | 'clean' | 'detach'; id: number; path: number }
      | { op: 'discard'; path: number }
      | { op: 'keep'; paths: number[] | null };
    const id = fc.integer({ min: 0, max: 5 });
    const path = fc.integer({ min: 0, max: 3 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constantFrom('dirty' as const, 'clean' as const, 'detach' as const), id, path }),
      fc.record({ op: fc.constant('discard' as const), path }),
      fc.record({
        op: fc.constant('keep' as const),
        paths: fc.option(fc.uniqueArray(path, { maxLength: 4 }), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        resetUnsavedChanges();
        const model = new Map<number, { path: string; detached: boolean }>();
        let kept: Set<string> | null = null;
        const p = (n: number) => `/page-${n}`;
        for (const o of ops) {
          if (o.op === 'dirty') {
            markDirty(String(o.id), p(o.path));
            model.set(o.id, { path: p(o.path), detached: false });
          } else if (o.op === 'clean') {
            markClean(String(o.id));
            model.delete(o.id);
          } else if (o.op === 'detach') {
            detach(String(o.id));
            const e = model.get(o.id);
            if (e && kept?.has(e.path)) e.detached = true;
            else model.delete(o.id);
          } else if (o.op === 'discard') {
            discard([p(o.path)]);
            for (const [k, e] of model) if (e.path === p(o.path)) model.delete(k);
          } else if (o.op === 'keep') {
            const next: Set<string> | null = o.paths ? new Set(o.paths.map(p)) : null;
            kept = next;
            setRetainer(next ? (x) => next.has(x) : null);
            for (const [k, e] of model) if (e.detached && !next?.has(e.path)) model.delete(k);
          }
          const expected = [
            ...new Set([...model.values()].filter((e) => !e.detached || kept?.has(e.path)).map((e) => e.path)),
          ].sort();
          expect([...dirtyPaths()].sort()).toEqual(expected);
          expect(unloadPrevented()).toBe(expected.length > 0);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
  });
});
