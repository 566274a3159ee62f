/**
 * The messages of the input rules, written once: the input schemas (contract/schemas/inputs/)
 * refuse a call with them, and the console's forms show them before it is sent. Plain data,
 * no schema library (the forms import them on the first load).
 */
import { QUICK_LINK_INVALID_MESSAGE } from './devices';

/** Rules several areas share. */
export const COMMON_INPUT_MSG = {
  serviceAreas: '请选择服务区',
  serviceArea: '请选择服务区',
  period: '请选择活动时间',
  endBeforeStart: '结束日期不能早于开始日期',
  sort: '排序须为 0～9999',
  state: '状态不正确',
  kind: '类型不正确',
  page: '页码不正确',
  pageSize: '每页条数须为 1～500',
  sortOrder: '排序方式不正确',
  day: '请选择日期',
  /** an account's phone as a form asks it (the login's, a franchisee's, a member's) */
  phone11: '请输入 11 位手机号',
  activityKind: '请选择活动规则',
  inviteCondition: '请选择邀请条件',
  /** a vehicle's track: the period's order and its longest span */
  traceOrder: '开始时间须早于结束时间',
  traceSpan: '轨迹查询范围不能超过24小时',
  /** a quick sign-in link that names nobody, or another phone */
  quickLinkInvalid: QUICK_LINK_INVALID_MESSAGE,
  /** a reply to a closed ticket (complaint or support) */
  ticketClosedReply: '工单已关闭，无法回复',
} as const;

/** Marketing's forms and writes. */
export const MARKETING_INPUT_MSG = {
  couponName: '请输入优惠券名称',
  couponKind: '请选择优惠券类型',
  thresholdAboveValue: '使用门槛须高于优惠金额',
  couponLimitPerRider: '每人限领须为 1～100 张',
  activityName: '请输入活动名称',
  rechargeTiers: '请至少设置一个充值档位',
  rechargeTiersMax: '充值档位不能超过 8 个',
  rechargeTierRepeated: '充值档位的金额不能重复',
  helpTitle: '请输入标题',
  helpCategory: '请选择分类',
  helpContent: '请输入内容',
  hotline: '请输入正确的客服电话',
  adTitle: '请输入广告标题',
  adPosition: '请选择广告位置',
  image: '请输入以 https:// 开头的图片地址',
  link: '跳转链接须以 https:// 开头',
  imageType: '图片地址须为 png、jpg、webp 或 gif 图片',
  capBelowStart: '封顶金额不能低于起步价',
  hotlineHours: '请输入服务时间',
  mallItemName: '请输入商品名称',
  mallItemKind: '请选择商品类型',
  pointsPositive: '所需积分须大于 0',
  points: '所需积分须为 1～1000000',
  mallStock: '库存须为 0～1000000 件',
  mallLimitPerRider: '每人限兑须为 1～99 件',
  memberCardName: '请输入会员卡名称',
  memberCardKind: '请选择卡类型',
} as const;

/** The tasks and activities of Marketing (fixed and custom tasks, riding activities, rewards). */
export const TASK_INPUT_MSG = {
  taskName: '请输入任务名称',
  conditions: '请至少设置一个条件',
  tooMany: '条件不能超过 3 个',
  metric: '请选择条件类型',
  segmentDays: '注册天数须为 0～3650 天',
  limitPerRider: '每人限领须为 1～100 次',
  totalLimit: '总量须为 0～1000000（0 为不限）',
  rewardKind: '请选择奖励类型',
  rewardCoupon: '请选择奖励的优惠券',
  rewardCardDays: '骑行卡天数须为 1～365 天',
} as const;

/** Configuration: fault types, notice templates, home messages, fences. */
export const CONFIG_INPUT_MSG = {
  templateName: '请输入模板名称',
  templateChannel: '请选择通知方式',
  templateContent: '请输入模板内容',
  /** followed by the unknown variables, `{a}、{b}` */
  templateVariables: '模板含有未知变量：',
  faultName: '请输入故障名称',
  faultCategory: '请选择故障分类',
  faultPriority: '请选择默认优先级',
  fenceKind: '围栏类型不正确',
  messageTitle: '请输入标题',
  messageContent: '请输入内容',
  messageTime: '请选择展示时间',
  messagePeriod: '结束时间须晚于开始时间',
} as const;

/** Production: voice packs, upgrades. */
export const PRODUCTION_INPUT_MSG = {
  voiceEvent: '未知语音事件',
  voiceData: '音频数据无效',
  upgradeTarget: '请选择升级对象',
} as const;

/**
 * A field's rules as plain data, read by both sides: the input schema builds its rule from it
 * (contract/schemas/inputs/fields.ts `fieldOf`), the form its antd rules (src/shared/ui/form/
 * fieldRules.ts `rulesOf`). A text is required when it names what an empty one is told
 * (`empty`), at most `limit.max` long; a choice is one of a closed set, `message` otherwise.
 */
export interface TextField {
  readonly kind: 'text';
  readonly empty?: string;
  readonly limit?: { max: number; message: string };
  /** what a text that is not blank must match */
  readonly pattern?: { regex: RegExp; message: string };
}
export interface ChoiceField {
  readonly kind: 'choice';
  readonly message: string;
}
export type InputField = TextField | ChoiceField;

/** A required text of at most `max` characters: `empty` when blank, <label>不超过<max>字 when longer. */
const text = (empty: string, max: number, label: string) =>
  ({ kind: 'text', empty, limit: { max, message: `${label}不超过${max}字` } }) as const satisfies TextField;
const choice = (message: string): ChoiceField => ({ kind: 'choice', message });

/** Support tickets (新建工单, a reply) and their attachments. */
export const SUPPORT_INPUT = {
  title: text('请输入工单标题', 50, '工单标题'),
  kind: choice('请选择工单类型'),
  priority: choice('请选择优先级'),
  content: text('请输入问题描述', 2000, '问题描述'),
  reply: text('请输入回复内容', 500, '回复内容'),
} as const;

/** Support's rules that are not a form field's. */
export const SUPPORT_INPUT_MSG = {
  attachments: '附件最多5个',
  image: '仅支持 PNG、JPG、GIF、WEBP 图片',
  imageSize: '图片不超过2MB',
} as const;

/** A text of the site settings: <label>不能超过 <max> 个字 when longer. */
const setting = (label: string, max: number) =>
  ({
    kind: 'text',
    empty: `请输入${label}`,
    limit: { max, message: `${label}不能超过 ${max} 个字` },
  }) as const satisfies TextField;

/** The site settings (系统配置): names, logo, theme colour, hotline, chat address. */
export const SITE_INPUT = {
  webImg: {
    ...setting('Logo 地址', 200),
    pattern: { regex: /^(https?:\/\/|\.?\/)\S+$/, message: 'Logo 地址须为 http(s) 地址或站内路径' },
  },
  themeColor: {
    kind: 'text',
    empty: '请输入主题色',
    pattern: { regex: /^#[0-9a-fA-F]{6}$/, message: '主题色须为 #RRGGBB 格式' },
  },
  hotline: { kind: 'text', pattern: { regex: /^[\d-]{5,20}$/, message: '客服热线只能包含数字和 -' } },
  chatUrl: { kind: 'text', pattern: { regex: /^https?:\/\/\S+$/, message: '客服地址须为 http(s) 地址' } },
  webTitle: setting('平台名称', 20),
  company: setting('公司名称', 40),
  appTitle: setting('App 名称', 20),
} as const satisfies Record<string, TextField>;

/**
 * A write's body names every field it takes: any other is refused, not dropped, with the
 * fields named (不支持的字段：foo、bar).
 */
export const UNSUPPORTED_FIELD = '不支持的字段：';
export const unsupportedField = (keys: readonly string[]): string => `${UNSUPPORTED_FIELD}${keys.join('、')}`;
