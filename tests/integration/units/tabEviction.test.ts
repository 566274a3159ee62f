/**
 * The tab bar never evicts a tab whose form has unsaved changes to make room (issue 23):
 * over random sequences of visits and of forms becoming dirty or clean, every dirty tab
 * stays open, 首页 and the shown tab stay open, and more than MAX_TABS are open only
 * while nothing else could be closed. PROPERTY_RUNS raises the number of runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_TAB, MAX_TABS, pathOf, visitTab, type Tab } from '@/layouts/tabs/tabRules';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

type Step = { kind: 'visit'; page: number; query: boolean } | { kind: 'dirty' | 'clean'; page: number };

// 30 pages for a limit of 20: evictions happen often
const page = fc.integer({ min: 0, max: 29 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('visit' as const), page, query: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('dirty' as const, 'clean' as const), page }) },
);
const pathFor = (n: number) => (n === 0 ? HOME_TAB : `/page-${n}`);

describe('eviction spares unsaved forms', () => {
  it('keeps every dirty tab, 首页 and the shown tab; exceeds the limit only when nothing else can close', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        let tabs: Tab[] = [];
        const dirty = new Set<string>();
        const keep = (t: Tab) => dirty.has(pathOf(t.key));
        for (const s of steps) {
          const path = pathFor(s.page);
          if (s.kind !== 'visit') {
            // only an open page holds a form
            if (s.kind === 'clean') dirty.delete(path);
            else if (tabs.some((t) => pathOf(t.key) === path)) dirty.add(path);
            continue;
          }
          const key = s.query ? `${path}?page=2` : path;
          const before = tabs;
          tabs = visitTab(tabs, key, path, keep);
          const open = new Set(tabs.map((t) => pathOf(t.key)));
          expect(tabs.some((t) => t.key === key)).toBe(true);
          for (const d of dirty) expect(open.has(d)).toBe(true);
          if (before.some((t) => pathOf(t.key) === HOME_TAB)) expect(open.has(HOME_TAB)).toBe(true);
          expect(open.size).toBe(tabs.length);
          if (tabs.length > MAX_TABS) {
            // every tab left is one that may not close
            for (const t of tabs) expect(t.key === key || pathOf(t.key) === HOME_TAB || keep(t)).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('with nothing dirty, never more than MAX_TABS', () => {
    let tabs: Tab[] = [];
    for (let i = 0; i < 3 * MAX_TABS; i += 1) tabs = visitTab(tabs, pathFor(i % 30), 'x', () => false);
    expect(tabs.length).toBeLessThanOrEqual(MAX_TABS);
  });
});
