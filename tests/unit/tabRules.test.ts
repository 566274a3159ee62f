import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, LAST_TAB, moveTab, NO_LEFT, NO_RIGHT, openTab, type Tab } from '@/layouts/tabs/tabRules';

const t = (key: string): Tab => ({ key, title: key.toUpperCase(), id: key });
const keys = (tabs: Tab[]) => tabs.map((x) => x.key);
const three = [t('/a'), t('/b'), t('/c')];

describe('multi-tab rules', () => {
  it('opens a new tab once, updating the title of an open one', () => {
    const once = openTab([t('/a')], '/b', 'B');
    expect(keys(once)).toEqual(['/a', '/b']);
    expect(openTab(once, '/b', 'B')).toBe(once);
    expect(openTab(once, '/a', '新标题')[0].title).toBe('新标题');
  });

  it('keeps one tab when a page replaces its own query', () => {
    const moved = moveTab([t('/list'), t('/x')], '/list', '/list?page=2', 'L');
    expect(keys(moved)).toEqual(['/list?page=2', '/x']);
    expect(moved[0].id).toBe('/list');
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
