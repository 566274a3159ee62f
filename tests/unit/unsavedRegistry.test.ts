/**
 * The registry of unsaved forms: a form whose effects end is forgotten unless the shell
 * keeps its page (a hidden console tab), and then only while it keeps it; leaving a page
 * discards its forms; the beforeunload handler asks only while something is unsaved.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { detach, dirtyPaths, discard, isDirty, markClean, markDirty, resetUnsavedChanges, setRetainer } from '@/shared/ui/unsaved/registry';

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
});
