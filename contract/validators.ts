/**
 * Rules that the console's forms and the embedded backend both apply, with the message each
 * side shows: one definition, so a form never accepts what the server refuses (or the other
 * way round). Plain data: antd's form rules take `{ max, message }` as they are, and the
 * backend checks with `tooLong`. (A schema library such as zod was weighed and not taken:
 * these are a pattern and a handful of length limits, not nested schemas.)
 */

/**
 * Whether `name` is one of `table`'s own keys: a closed set of names (a kind, a state, a
 * template variable). `name in table` is also true of what every object inherits
 * (`constructor`, `toString`, `__proto__` …), which no table means.
 */
export const isKeyOf = <T extends object>(table: T, name: unknown): name is keyof T & string =>
  typeof name === 'string' && Object.hasOwn(table, name);

/** A mainland mobile number: 11 digits starting 13–19 (validation rules and messages). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const isPhone = (v: unknown): v is string => typeof v === 'string' && PHONE_PATTERN.test(v);

/** The server's answer to a malformed phone number. */
export const PHONE_FORMAT_MESSAGE = '手机号码格式不正确';

export interface TextLimit {
  max: number;
  message: string;
}

/** Longest texts a record may hold. */
export const TEXT_LIMITS = {
  roleName: { max: 20, message: '角色名称不能超过 20 个字' },
  roleRemark: { max: 100, message: '角色描述不能超过 100 个字' },
  operatorName: { max: 20, message: '姓名不能超过 20 个字' },
  companyName: { max: 40, message: '公司名称不能超过 40 个字' },
  contactName: { max: 20, message: '联系人不能超过 20 个字' },
  faultRemark: { max: 100, message: '备注不能超过 100 个字' },
  adTitle: { max: 30, message: '广告标题不能超过 30 个字' },
  activityName: { max: 30, message: '活动名称不能超过 30 个字' },
  taskName: { max: 20, message: '任务名称不能超过 20 个字' },
  areaName: { max: 20, message: '服务区名称不能超过 20 个字' },
  faultName: { max: 20, message: '故障名称不能超过 20 个字' },
  templateName: { max: 20, message: '模板名称不能超过 20 个字' },
  /** an SMS is one message of up to 70 characters */
  smsTemplate: { max: 70, message: '模板内容不能超过 70 个字' },
  noticeTemplate: { max: 200, message: '模板内容不能超过 200 个字' },
  messageTitle: { max: 30, message: '标题不能超过 30 个字' },
  messageContent: { max: 200, message: '内容不能超过 200 个字' },
  couponName: { max: 30, message: '优惠券名称不能超过 30 个字' },
  mallItemName: { max: 20, message: '商品名称不能超过 20 个字' },
  memberCardName: { max: 20, message: '会员卡名称不能超过 20 个字' },
  helpTitle: { max: 40, message: '标题不能超过 40 个字' },
  helpContent: { max: 2000, message: '内容不能超过 2000 个字' },
  hotlineHours: { max: 30, message: '服务时间不能超过 30 个字' },
  fenceName: { max: 30, message: '围栏名称不能超过 30 个字' },
  voicePackName: { max: 20, message: '语音包名称不能超过 20 个字' },
  schemeName: { max: 30, message: '方案名称不能超过 30 个字' },
} as const satisfies Record<string, TextLimit>;

export const tooLong = (v: string, limit: TextLimit): boolean => v.length > limit.max;

/**
 * The free text an action records with what it does (a reason, a result, a diagnosis, a
 * note): asked for as 请填写<label> where the action needs it, refused when longer than `max`
 * as <label>不超过<max>字, never cut short. The forms use the same rule (NoteItem).
 */
export interface NoteRule {
  label: string;
  max: number;
}

export const NOTE_RULES = {
  balanceReason: { label: '调整原因', max: 200 },
  orderAdjustReason: { label: '调整原因', max: 200 },
  refundReason: { label: '退款原因', max: 200 },
  freezeReason: { label: '冻结原因', max: 200 },
  recoverReason: { label: '恢复原因', max: 200 },
  blacklistReason: { label: '拉黑原因', max: 200 },
  rejectReason: { label: '驳回原因', max: 200 },
  worksheetResult: { label: '处理结果', max: 200 },
  worksheetCloseReason: { label: '关闭原因', max: 200 },
  taskCancelReason: { label: '取消原因', max: 100 },
  alarmClearNote: { label: '清除原因', max: 100 },
  faultDescription: { label: '故障描述', max: 200 },
  diagnosis: { label: '诊断结果', max: 200 },
  repairStepNote: { label: '备注', max: 100 },
  partName: { label: '配件名称', max: 20 },
  firmwareNotes: { label: '更新说明', max: 200 },
  importFileName: { label: '文件名', max: 100 },
  taskNote: { label: '备注', max: 200 },
} as const satisfies Record<string, NoteRule>;

/** The rule's limit as a form rule and a backend check: <label>不超过<max>字. */
export const noteLimit = (rule: NoteRule): TextLimit => ({
  max: rule.max,
  message: `${rule.label}不超过${rule.max}字`,
});

/** What an empty required note is answered with: 请填写<label>. */
export const noteMissing = (rule: NoteRule): string => `请填写${rule.label}`;
