import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  dropTab,
  HOME_TAB,
  LAST_TAB,
  MAX_TABS,
  NO_LEFT,
  NO_RIGHT,
  visitTab,
  type Tab,
} from '@/layouts/tabs/tabRules';

const t = (key: string): Tab => ({ key, title: key.toUpperCase(), id: key });
const keys = (tabs: Tab[]) => tabs.map((x) => x.key);
const three = [t('/a'), t('/b'), t('/c')];

describe('multi-tab rules', () => {
  it('opens a new tab once, updating the title of an open one', () => {
    const once = visitTab([t('/a')], '/b', 'B');
    expect(keys(once)).toEqual(['/a', '/b']);
    expect(visitTab(once, '/b', 'B')).toBe(once);
    expect(visitTab(once, '/a', '新标题')[0].title).toBe('新标题');
  });

  it('keeps one tab per route path: a query change updates it, keeping its identity', () => {
    const moved = visitTab([t('/list'), t('/x')], '/list?page=2', 'L');
    expect(keys(moved)).toEqual(['/list?page=2', '/x']);
    expect(moved[0].id).toBe('/list');
    expect(keys(visitTab(moved, '/list', 'L'))).toEqual(['/list', '/x']);
  });

  it(`past ${MAX_TABS} tabs the least recently used closes, never 首页 nor the one shown`, () => {
    let tabs = visitTab([], HOME_TAB, '首页');
    for (let i = 1; i < MAX_TABS; i += 1) tabs = visitTab(tabs, `/p${i}`, `P${i}`);
    expect(tabs).toHaveLength(MAX_TABS);
    tabs = visitTab(tabs, '/p1', 'P1'); // /p1 used again: /p2 is now the least recently used
    tabs = visitTab(tabs, '/p21', 'P21');
    expect(tabs).toHaveLength(MAX_TABS);
    expect(keys(tabs)).toContain(HOME_TAB);
    expect(keys(tabs)).toContain('/p1');
    expect(keys(tabs)).not.toContain('/p2');
    expect(keys(tabs).at(-1)).toBe('/p21');
  });

  it('关闭全部 keeps only 首页; a finished page drops its tab but never the one shown', () => {
    expect(closeAll([t('/a'), t(HOME_TAB), t('/b')])).toEqual({ tabs: [t(HOME_TAB)], active: HOME_TAB });
    expect(closeAll([t('/a')])).toEqual({ tabs: [], active: HOME_TAB });
    expect(keys(dropTab(three, '/b?id=1', '/a'))).toEqual(keys(three));
    expect(keys(dropTab(three, '/b', '/a'))).toEqual(['/a', '/c']);
    expect(dropTab(three, '/b', '/b?x=1')).toBe(three);
  });

  it('closing the active tab activates its right neighbour, or the left one at the end', () => {
    expect(closeTab(three, '/b', '/b')).toEqual({ tabs: [three[0], three[2]], active: '/c' });
    expect(closeTab(three, '/c', '/c').active).toBe('/b');
    expect(closeTab(three, '/a', '/c').active).toBe('/a');
  });

  it('never closes the last tab', () => {
    expect(closeTab([t('/a')], '/a', '/a').warning).toBe(LAST_TAB);
  });

  it('close right warns 右侧没有标签 on the last tab', () => {
    expect(closeRight(three, '/c')).toMatchObject({ warning: NO_RIGHT, tabs: three });
    expect(NO_RIGHT).toBe('右侧没有标签');
    expect(keys(closeRight(three, '/a').tabs)).toEqual(['/a']);
  });

  it('close left warns 左侧没有标签 on the first tab', () => {
    expect(closeLeft(three, '/a')).toMatchObject({ warning: NO_LEFT, tabs: three });
    expect(NO_LEFT).toBe('左侧没有标签');
    expect(closeLeft(three, '/c')).toEqual({ tabs: [three[2]], active: '/c' });
  });

  it('close others keeps only the chosen tab and activates it', () => {
    expect(closeOthers(three, '/b')).toEqual({ tabs: [three[1]], active: '/b' });
  });
});
