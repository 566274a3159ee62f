/**
 * The permission-code catalogue (screens and routes, roles and permissions): every code the backend knows, its name
 * and the code of its menu group. The route table, <Access>, the role editors' trees and
 * the embedded backend's roles all derive from it; a code outside it does not type-check.
 * A page is reachable only through its group's code: holding a child implies its parent.
 *
 * An entry marked `action` names a write, not a page: seeing a page never lets its holder
 * move money or change what the page shows. Each write endpoint declares the action codes
 * it needs in contract/actions.ts; the backend refuses and the console hides it without them.
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
  { code: 'vehicleCommand', name: '车辆指令', parent: '03', action: true },
  { code: 'alarmHandle', name: '告警处理', parent: '03', action: true },
  { code: 'repairHandle', name: '报修处理', parent: '03', action: true },
  { code: '07', name: '用户管理' },
  { code: '070101', name: '用户列表', parent: '07' },
  { code: '0703', name: '职业认证', parent: '07' },
  { code: '0704', name: '实名换绑', parent: '07' },
  { code: '1601', name: '用户订单', parent: '07' },
  { code: '0401', name: '用户工单', parent: '07' },
  { code: '20', name: '开票管理', parent: '07' },
  { code: 'returnCarApp', name: '还车审核', parent: '07' },
  { code: '08', name: '黑名单', parent: '07' },
  { code: '0705', name: '查看完整手机号', parent: '07', action: true },
  { code: 'userBalanceAdjust', name: '余额调整', parent: '07', action: true },
  { code: 'refund', name: '退款', parent: '07', action: true },
  { code: 'userDeposit', name: '押金冻结与恢复', parent: '07', action: true },
  { code: 'userRidingCard', name: '赠送骑行卡', parent: '07', action: true },
  { code: 'orderEnd', name: '结束订单', parent: '07', action: true },
  { code: 'orderFeeAdjust', name: '订单费用调整', parent: '07', action: true },
  { code: 'blacklistEdit', name: '拉黑与解除', parent: '07', action: true },
  { code: 'worksheetHandle', name: '工单处理', parent: '07', action: true },
  { code: 'reviewStudent', name: '职业认证审核', parent: '07', action: true },
  { code: 'reviewRebind', name: '实名换绑审核', parent: '07', action: true },
  { code: 'reviewReturnCar', name: '还车审核处理', parent: '07', action: true },
  { code: 'reviewInvoice', name: '开票审核', parent: '07', action: true },
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
  { code: 'opsTaskEdit', name: '运维任务派发', parent: '09', action: true },
  { code: 'parkApplicationHandle', name: '站点申请审核', parent: '09', action: true },
  { code: '14', name: '操作日志' },
  { code: '1402', name: '车辆日志', parent: '14' },
  { code: '1403', name: '设备日志', parent: '14' },
  { code: '1404', name: '操作员日志', parent: '14' },
  { code: '10', name: '权限管理' },
  { code: '1001', name: '角色管理', parent: '10' },
  { code: '1002', name: '后台用户', parent: '10' },
  { code: '1003', name: '设备授权', parent: '10' },
  { code: '1004', name: '权限组', parent: '10' },
  { code: 'roleEdit', name: '角色编辑', parent: '10', action: true },
  { code: 'operatorEdit', name: '后台用户编辑', parent: '10', action: true },
  { code: 'deviceAuthorize', name: '设备授权审批', parent: '10', action: true },
  { code: 'groupEdit', name: '权限组成员编辑', parent: '10', action: true },
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
  { code: 'rechargeEdit', name: '充值活动编辑', parent: '17', action: true },
  { code: 'pricingEdit', name: '计费配置编辑', parent: '17', action: true },
  { code: 'mallEdit', name: '商城配置编辑', parent: '17', action: true },
  { code: 'helpEdit', name: '帮助配置编辑', parent: '17', action: true },
  { code: 'memberCardEdit', name: '会员配置编辑', parent: '17', action: true },
  { code: 'ridingActivityEdit', name: '骑行活动编辑', parent: '17', action: true },
  { code: 'fixedTaskEdit', name: '固定活动编辑', parent: '17', action: true },
  { code: 'couponEdit', name: '优惠券编辑', parent: '17', action: true },
  { code: 'couponIssue', name: '发放优惠券', parent: '17', action: true },
  { code: 'customTaskEdit', name: '自定义活动编辑', parent: '17', action: true },
  { code: 'inviteEdit', name: '邀请有礼编辑', parent: '17', action: true },
  { code: 'adEdit', name: '广告配置编辑', parent: '17', action: true },
  { code: '05', name: '运营配置' },
  { code: '0501', name: '维修配置', parent: '05' },
  { code: '0502', name: '系统配置', parent: '05' },
  { code: '0503', name: '服务区围栏', parent: '05' },
  { code: '0504', name: '停车围栏', parent: '05' },
  { code: '0505', name: '禁停围栏', parent: '05' },
  { code: '0506', name: '通知模板', parent: '05' },
  { code: 'repairConfigEdit', name: '维修配置编辑', parent: '05', action: true },
  { code: 'systemConfigEdit', name: '系统配置编辑', parent: '05', action: true },
  { code: 'fenceEdit', name: '围栏编辑', parent: '05', action: true },
  { code: 'noticeEdit', name: '通知与消息编辑', parent: '05', action: true },
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
  { code: 'agentAccountEdit', name: '加盟商账号编辑', parent: '11', action: true },
  { code: 'agentRoleEdit', name: '加盟商角色编辑', parent: '11', action: true },
  { code: 'agentAreaEdit', name: '服务区分配', parent: '11', action: true },
  { code: '06', name: '生产数据' },
  { code: 'productionEdit', name: '生产数据编辑', action: true },
  { code: '18', name: '工单' },
  { code: '1801', name: '查看工单', parent: '18' },
  { code: '1802', name: '新建工单', parent: '18' },
  { code: 'supportReply', name: '工单回复与关闭', parent: '18', action: true },
] as const satisfies readonly CodeEntry[];

interface CodeEntry {
  code: string;
  name: string;
  parent?: string;
  /** a write (an action on a page), not a page or menu group */
  action?: boolean;
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

/** The codes that name a write (an action), not a page or group. */
export const ACTION_CODES: readonly PermissionCode[] = CODE_CATALOGUE.filter((e: CodeEntry) => e.action).map(
  (e) => e.code,
);

/** Whether a string is a code of the catalogue (input from the wire). */
export const isPermissionCode = (code: string): code is PermissionCode => NAMES.has(code);
