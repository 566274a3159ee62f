import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { buildMenu, flatten, routeAllowed, trailOf } from '@/shared/nav/routeAccess';
import { menuLeaves } from '@/shared/nav/menu';
import { ALL_CODES } from '@contract/codes';
import { ROLE_CODES } from '../../mocks/db/codes';
import { ROLE_MENUS } from '../menus';

const withAll = (codes: readonly string[]) => [...codes, 'all'];
const topTitles = (codes: readonly string[], site = 'campus') =>
  buildMenu(appRoutes, withAll(codes), site).map((e) => e.title);

describe('route table', () => {
  it('holds every route of the screens and routes with its permission code', () => {
    const byPath = new Map(flatten(appRoutes).map((r) => [r.path, r.meta?.permission]));
    const expected: Array<[string, string]> = [
      ['/screenHome', '0221'],
      ['/screenHome1', 'LargeRevenueScreen'],
      ['/home', '02'],
      ['/vehicle/operation-map', '0301'],
      ['/vehicle/government-operation-map', '030601'],
      ['/vehicle/vehicle-query', '0302'],
      ['/user-info', '070101'],
      ['/black-list', '08'],
      ['/carReturn-approve', 'returnCarApp'],
      ['/invoicing-ticket', '20'],
      ['/data/park-application', '0910'],
      ['/operation/operator-log', '1404'],
      ['/permissions/user', '1002'],
      ['/marketing/invite-activity-task', 'yqyl'],
      ['/marketing/user-rewards', '170801'],
      ['/electronic/parking-fence-tencent', '0504'],
      ['/report/download-statistics', 'FinancialReconciliation'],
      ['/agent/service-area-management', '1103'],
      ['/production/import-export', '06'],
      ['/work/new-work-order', '1802'],
      ['/user-order-detail', '1601'],
    ];
    for (const [path, code] of expected) expect(byPath.get(path), path).toContain(code);
    expect(flatten(appRoutes).filter((r) => r.page).length).toBeGreaterThanOrEqual(80);
  });

  it('groups open on their first page', () => {
    const byPath = new Map(flatten(appRoutes).map((r) => [r.path, r]));
    expect(byPath.get('/vehicle')?.redirect).toBe('/vehicle/operation-map');
    expect(byPath.get('/data')?.redirect).toBe('/data/power-change-statistics');
  });

  it('builds each demo role its menu', () => {
    expect(topTitles(ALL_CODES)).toEqual(ROLE_MENUS.administrator);
    expect(topTitles(ROLE_CODES.ops)).toEqual(ROLE_MENUS.operations);
    expect(topTitles(ROLE_CODES.finance)).toEqual(ROLE_MENUS.finance);
    expect(topTitles(ROLE_CODES.franchisee)).toEqual(ROLE_MENUS.franchisee);
    expect(topTitles(ROLE_CODES.production)).toEqual(ROLE_MENUS.production);
  });

  it('leaves hidden pages out of the menu and filters children by their own codes', () => {
    const leaves = menuLeaves(buildMenu(appRoutes, withAll(ROLE_CODES.ops), 'campus')).map((e) => e.path);
    expect(leaves).toContain('/user-order');
    expect(leaves).not.toContain('/user-info');
    expect(leaves).not.toContain('/permissions/add-role');
    expect(leaves).not.toContain('/user-order-detail');
  });

  it('shows fixedCode only on the site types that have it', () => {
    const fixed = flatten(appRoutes).find((r) => r.path === '/production/fixedCode')!;
    expect(routeAllowed(fixed, ['06', 'all'], 'campus')).toBe(true);
    expect(routeAllowed(fixed, ['06', 'all'], 'standard')).toBe(false);
    expect(routeAllowed(fixed, ['06', 'all'], undefined)).toBe(false);
    expect(routeAllowed(fixed, ['all'], 'campus')).toBe(false);
  });

  it('gives breadcrumbs from the top group down', () => {
    expect(trailOf(appRoutes, '/data/repair-statistics').map((r) => r.meta?.title)).toEqual(['运维管理', '维修统计']);
    expect(trailOf(appRoutes, '/nowhere')).toEqual([]);
  });
});
