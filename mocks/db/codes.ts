/** The backend's catalogue of permission codes (SPEC.md §2), as a tree with names. */
export interface CodeNode {
  code: string;
  name: string;
  children?: CodeNode[];
}

const leaf = (code: string, name: string): CodeNode => ({ code, name });

export const CODE_TREE: CodeNode[] = [
  leaf('01', '加盟商选择'),
  { code: '02', name: '运营大屏', children: [leaf('0221', '运营大屏'), leaf('LargeRevenueScreen', '营收大屏')] },
  {
    code: '03', name: '车辆监控',
    children: [
      leaf('0301', '运营地图'), leaf('030601', '政府运营地图'), leaf('0302', '车辆查询'),
      leaf('0304', '运营分析'), leaf('0305', '设备监控'), leaf('0307', '车辆筛选'),
    ],
  },
  {
    code: '07', name: '用户管理',
    children: [
      leaf('070101', '用户列表'), leaf('0703', '职业认证'), leaf('0704', '实名换绑'),
      leaf('1601', '用户订单'), leaf('0401', '用户工单'), leaf('20', '开票管理'), leaf('returnCarApp', '还车审核'),
    ],
  },
  leaf('08', '黑名单'),
  {
    code: '09', name: '运维管理',
    children: [
      leaf('0901', '换电统计'), leaf('090201', '维修统计'), leaf('090301', '巡检统计'), leaf('0904', '挪车统计'),
      leaf('0908', '区域管理'), leaf('0909', '运维任务'), leaf('0906', '车辆信息统计'), leaf('0907', '站点统计'),
      leaf('0905', '巡检报告统计'), leaf('0910', '站点申请'),
    ],
  },
  { code: '14', name: '操作日志', children: [leaf('1402', '车辆日志'), leaf('1403', '设备日志'), leaf('1404', '操作员日志')] },
  { code: '10', name: '权限管理', children: [leaf('1001', '角色管理'), leaf('1002', '用户管理')] },
  {
    code: '17', name: '营销管理',
    children: [
      leaf('1701', '充值活动'), leaf('1702', '计费配置'), leaf('1703', '商城配置'), leaf('1704', '帮助配置'),
      leaf('1705', '会员配置'), leaf('1706', '骑行活动'), leaf('1707', '固定活动'), leaf('1709', '优惠券'),
      leaf('1710', '自定义活动'), leaf('yqyl', '邀请有礼'), leaf('170801', '用户奖励'),
    ],
  },
  {
    code: '05', name: '运营配置',
    children: [
      leaf('0501', '维修配置'), leaf('0502', '系统配置'), leaf('0503', '服务区围栏'),
      leaf('0504', '停车围栏'), leaf('0505', '禁停围栏'), leaf('0506', '通知模板'),
    ],
  },
  {
    code: '15', name: '报表',
    children: [
      leaf('FinancialReconciliation', '财务对账'), leaf('150101', '日统计'), leaf('1502', '交易订单'),
      leaf('150301', '钱包报表'), leaf('150401', '押金报表'), leaf('150501', '骑行卡报表'), leaf('150601', '折扣卡报表'),
    ],
  },
  { code: '11', name: '代理商', children: [leaf('1101', '账号管理'), leaf('1102', '角色管理'), leaf('1103', '服务区管理')] },
  { code: '18', name: '工单', children: [leaf('1801', '查看工单'), leaf('1802', '新建工单')] },
];

export function flattenCodes(nodes: CodeNode[] = CODE_TREE): string[] {
  return nodes.flatMap((n) => [n.code, ...flattenCodes(n.children ?? [])]);
}

export const ALL_CODES = flattenCodes();

const under = (prefix: string) => ALL_CODES.filter((c) => c.startsWith(prefix));

/** Codes of the demo roles (DESIGN.md §4). */
export const ROLE_CODES = {
  admin: ALL_CODES,
  ops: ['02', '03', '0301', '0302', '0304', '0305', '0307', ...under('09'), ...under('14'), ...under('18'), '07', '0401', '1601'],
  franchisee: ['02', '07', '070101', '0703', '0704', '1601', '0401', '20', 'returnCarApp', '08', ...under('15'), 'FinancialReconciliation'],
  finance: [...under('15'), 'FinancialReconciliation', '02', '0221', 'LargeRevenueScreen', '07', '1601'],
} as const;
