/**
 * The permission-code catalogue (SPEC.md §2, §6): every code the backend knows, its name
 * and the code of its menu group. The route table, <Access>, the role editors' trees and
 * the embedded backend's roles all derive from it; a code outside it does not type-check.
 * A page is reachable only through its group's code: holding a child implies its parent.
 */
export const CODE_CATALOGUE = [
  { code: '01', name: '加盟商选择' },
  { code: '0221', name: '运营大屏' },
  { code: 'LargeRevenueScreen', name: '营收大屏' },
  { code: '02', name: '运营概览' },
  { code: '03', name: '车辆监控' },
  { code: '0301', name: '运营地图', parent: '03' },
  { code: '030601', name: '政府监管地图', parent: '03' },
  { code: '0302', name: '车辆查询', parent: '03' },
  { code: '0304', name: '运营分析', parent: '03' },
  { code: '0305', name: '设备监控', parent: '03' },
  { code: '0307', name: '车辆筛选', parent: '03' },
  { code: '07', name: '用户管理' },
  { code: '070101', name: '用户列表', parent: '07' },
  { code: '0703', name: '职业认证', parent: '07' },
  { code: '0704', name: '实名换绑', parent: '07' },
  { code: '1601', name: '用户订单', parent: '07' },
  { code: '0401', name: '用户工单', parent: '07' },
  { code: '20', name: '开票管理', parent: '07' },
  { code: 'returnCarApp', name: '还车审核', parent: '07' },
  { code: '08', name: '黑名单', parent: '07' },
  { code: '0705', name: '查看完整手机号', parent: '07' },
  { code: '09', name: '运维管理' },
  { code: '0901', name: '换电统计', parent: '09' },
  { code: '090201', name: '维修统计', parent: '09' },
  { code: '090301', name: '巡检统计', parent: '09' },
  { code: '0904', name: '挪车统计', parent: '09' },
  { code: '0908', name: '区域管理', parent: '09' },
  { code: '0909', name: '运维任务', parent: '09' },
  { code: '0906', name: '车辆信息统计', parent: '09' },
  { code: '0907', name: '站点统计', parent: '09' },
  { code: '0905', name: '巡检报告统计', parent: '09' },
  { code: '0910', name: '站点申请', parent: '09' },
  { code: '14', name: '操作日志' },
  { code: '1402', name: '车辆日志', parent: '14' },
  { code: '1403', name: '设备日志', parent: '14' },
  { code: '1404', name: '操作员日志', parent: '14' },
  { code: '10', name: '权限管理' },
  { code: '1001', name: '角色管理', parent: '10' },
  { code: '1002', name: '后台用户', parent: '10' },
  { code: '1003', name: '设备授权', parent: '10' },
  { code: '1004', name: '权限组', parent: '10' },
  { code: '17', name: '营销管理' },
  { code: '1701', name: '充值活动', parent: '17' },
  { code: '1702', name: '计费配置', parent: '17' },
  { code: '1703', name: '商城配置', parent: '17' },
  { code: '1704', name: '帮助配置', parent: '17' },
  { code: '1705', name: '会员配置', parent: '17' },
  { code: '1706', name: '骑行活动', parent: '17' },
  { code: '1707', name: '固定活动', parent: '17' },
  { code: '1709', name: '优惠券', parent: '17' },
  { code: '1710', name: '自定义活动', parent: '17' },
  { code: 'yqyl', name: '邀请有礼', parent: '17' },
  { code: '170801', name: '用户奖励', parent: '17' },
  { code: '05', name: '运营配置' },
  { code: '0501', name: '维修配置', parent: '05' },
  { code: '0502', name: '系统配置', parent: '05' },
  { code: '0503', name: '服务区围栏', parent: '05' },
  { code: '0504', name: '停车围栏', parent: '05' },
  { code: '0505', name: '禁停围栏', parent: '05' },
  { code: '0506', name: '通知模板', parent: '05' },
  { code: '15', name: '报表' },
  { code: 'FinancialReconciliation', name: '财务对账', parent: '15' },
  { code: '150101', name: '日统计', parent: '15' },
  { code: '1502', name: '交易订单', parent: '15' },
  { code: '150301', name: '钱包报表', parent: '15' },
  { code: '150401', name: '押金报表', parent: '15' },
  { code: '150501', name: '骑行卡报表', parent: '15' },
  { code: '150601', name: '折扣卡报表', parent: '15' },
  { code: '11', name: '代理商' },
  { code: '1101', name: '账号管理', parent: '11' },
  { code: '1102', name: '角色管理', parent: '11' },
  { code: '1103', name: '服务区管理', parent: '11' },
  { code: '06', name: '生产数据' },
  { code: '18', name: '工单' },
  { code: '1801', name: '查看工单', parent: '18' },
  { code: '1802', name: '新建工单', parent: '18' },
] as const satisfies readonly CodeEntry[];

interface CodeEntry {
  code: string;
  name: string;
  parent?: string;
}

/** A code of the catalogue. */
export type PermissionCode = (typeof CODE_CATALOGUE)[number]['code'];

/** What a route or a control asks for: a code, or 'all' (every signed-in operator). */
export type Permission = PermissionCode | 'all';

/** One node of the catalogue as a tree (role editing). */
export interface CodeNode {
  code: PermissionCode;
  name: string;
  children?: CodeNode[];
}

function treeUnder(parent: string | undefined): CodeNode[] {
  return CODE_CATALOGUE.filter((e: CodeEntry) => e.parent === parent).map((e) => {
    const children = treeUnder(e.code);
    return { code: e.code, name: e.name, ...(children.length ? { children } : {}) };
  });
}

/** The catalogue as a tree, in catalogue order. */
export const CODE_TREE: readonly CodeNode[] = treeUnder(undefined);

/** Every code, groups before their children. */
export const ALL_CODES: readonly PermissionCode[] = CODE_CATALOGUE.map((e) => e.code);

const NAMES = new Map<string, string>(CODE_CATALOGUE.map((e) => [e.code, e.name]));

/** The name of a code ('' for one the catalogue does not know). */
export const codeName = (code: string): string => NAMES.get(code) ?? '';

/** Whether a string is a code of the catalogue (input from the wire). */
export const isPermissionCode = (code: string): code is PermissionCode => NAMES.has(code);
