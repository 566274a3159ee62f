import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { searchEntries, type PaletteEntry } from '@/layouts/components/CommandPalette';
import { flatten } from '@/shared/nav/routeAccess';
import { initials, PINYIN_INITIALS } from '@/shared/utils/pinyinInitials';

describe('pinyin initials', () => {
  it('gives the initials of route titles', () => {
    expect(initials('运营地图')).toBe('yydt');
    expect(initials('操作员日志')).toBe('czyrz');
    expect(initials('还车审核')).toBe('hcsh');
    expect(initials('骑行卡报表')).toBe('qxkbb');
    expect(initials('角色管理')).toBe('jsgl');
    expect(initials('会员配置')).toBe('hypz');
  });

  it('passes unknown characters through, lowercased', () => {
    expect(initials('停车围栏（腾讯地图）')).toBe('tcwl（txdt）');
    expect(initials('ABC 车辆')).toBe('abc cl');
    expect(initials('')).toBe('');
    expect(initials('鑫')).toBe('鑫');
  });

  it('knows every character of every route title', () => {
    const missing = new Set<string>();
    for (const r of flatten(appRoutes)) {
      for (const ch of r.meta?.title ?? '') if (/\p{Script=Han}/u.test(ch) && !PINYIN_INITIALS[ch]) missing.add(ch);
    }
    expect([...missing]).toEqual([]);
  });

  it('maps each character to one lowercase letter', () => {
    for (const [ch, letter] of Object.entries(PINYIN_INITIALS)) {
      expect(ch).toHaveLength(1);
      expect(letter, ch).toMatch(/^[a-z]$/);
    }
  });
});

describe('palette search', () => {
  const entries: PaletteEntry[] = [
    { path: '/screenHome', title: '运营大屏', blank: true },
    { path: '/vehicle/operation-map', title: '运营地图', group: '车辆监控' },
    { path: '/vehicle/vehicle-query', title: '车辆查询', group: '车辆监控' },
    { path: '/vehicle/operational-analysis', title: '运营分析', group: '车辆监控' },
    { path: '/operation/operator-log', title: '操作员日志', group: '操作日志' },
  ];
  const paths = (q: string) => searchEntries(entries, q).map((e) => e.path);

  it('an empty query lists everything in menu order', () => {
    expect(paths('  ')).toEqual(entries.map((e) => e.path));
  });

  it('matches title, pinyin initials, group and path, best first', () => {
    expect(paths('yydt')).toEqual(['/vehicle/operation-map']);
    expect(paths('YYD')).toEqual(['/screenHome', '/vehicle/operation-map']);
    expect(paths('地图')).toEqual(['/vehicle/operation-map']);
    expect(paths('operator-log')).toEqual(['/operation/operator-log']);
    // title matches rank before group-only matches
    expect(paths('车辆')).toEqual([
      '/vehicle/vehicle-query',
      '/vehicle/operation-map',
      '/vehicle/operational-analysis',
    ]);
    expect(paths('cljk')).toEqual([
      '/vehicle/operation-map',
      '/vehicle/vehicle-query',
      '/vehicle/operational-analysis',
    ]);
    expect(paths('zzzz')).toEqual([]);
  });
});
