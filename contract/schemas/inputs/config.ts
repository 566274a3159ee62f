import { z } from 'zod';
import { CONFIG_WRITES as W } from '@contract/actions';
import { FENCE_KIND_LABEL } from '@contract/fences';
import { unknownVariables } from '@contract/noticeTemplates';
import { TEXT_LIMITS } from '@contract/validators';
import { COMMON_INPUT_MSG as C, CONFIG_INPUT_MSG as M } from '@contract/inputMessages';
import {
  byId,
  editOf,
  enableState,
  exact,
  keyOf,
  oneOf,
  optionalText,
  ref,
  requiredText,
  stateSwitch,
  version,
} from './fields';
import { bodiesOf, inputFor, type Inputs } from './registry';

export const CONFIG_MISSING = {
  template: '通知模板不存在',
  fence: '未找到该围栏',
} as const;

// ---- notice templates ---------------------------------------------------------

const templateFields = {
  name: requiredText(M.templateName, TEXT_LIMITS.templateName),
  channel: oneOf(['sms', 'inapp'], M.templateChannel),
  content: requiredText(M.templateContent),
};

/** The content within its channel's limit (an SMS is one message), naming only known variables. */
const templateContent = (b: { channel: 'sms' | 'inapp'; content: string }, ctx: z.RefinementCtx): void => {
  const limit = b.channel === 'sms' ? TEXT_LIMITS.smsTemplate : TEXT_LIMITS.noticeTemplate;
  if (b.content.length > limit.max) ctx.addIssue({ code: 'custom', message: limit.message, path: ['content'] });
  const unknown = unknownVariables(b.content);
  if (unknown.length)
    ctx.addIssue({
      code: 'custom',
      message: `${M.templateVariables}${unknown.map((n) => `{${n}}`).join('、')}`,
      path: ['content'],
    });
};

export const noticeCreateBody = exact(templateFields).superRefine(templateContent);
export const noticeUpdateBody = exact({ id: ref, updatedAt: version, ...templateFields }).superRefine(templateContent);
export type NoticeBody = z.output<typeof noticeCreateBody>;

// ---- fault types ---------------------------------------------------------------

const faultFields = {
  name: requiredText(M.faultName, TEXT_LIMITS.faultName),
  remark: optionalText(TEXT_LIMITS.faultRemark),
  category: oneOf(['body', 'power', 'lock', 'iot', 'other'], M.faultCategory),
  priority: oneOf(['high', 'medium', 'low'], M.faultPriority),
  state: enableState,
};
export const faultCreateBody = exact(faultFields);
export const faultUpdateBody = exact({ ...editOf, ...faultFields });
export type FaultBody = z.output<typeof faultUpdateBody>;

// ---- home messages -----------------------------------------------------------------

/** A time as sent (ISO), as the ISO time it names. */
const time = optionalText().pipe(
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), M.messageTime)
    .transform((v) => new Date(v).toISOString()),
);

const messageFields = {
  title: requiredText(M.messageTitle, TEXT_LIMITS.messageTitle),
  content: requiredText(M.messageContent, TEXT_LIMITS.messageContent),
  startAt: time,
  endAt: time,
  /** the areas it is shown in (none: all); each must exist, the handler's */
  serviceAreaIds: z
    .unknown()
    .optional()
    .transform((v) => (Array.isArray(v) ? [...new Set(v as unknown[])] : [])),
};
const endAfterStart = (b: { startAt: string; endAt: string }, ctx: z.RefinementCtx): void => {
  if (Date.parse(b.endAt) <= Date.parse(b.startAt))
    ctx.addIssue({ code: 'custom', message: M.messagePeriod, path: ['endAt'] });
};
export const messageCreateBody = exact(messageFields).superRefine(endAfterStart);
export const messageUpdateBody = exact({ ...editOf, ...messageFields }).superRefine(endAfterStart);
export type MessageBody = z.output<typeof messageUpdateBody>;

// ---- fences -------------------------------------------------------------------

/** A point `[lng, lat]` of finite numbers. */
const point = z.tuple([z.number().finite(), z.number().finite()]);

/**
 * A fence saved: a new one (no id) names its kind, an edit keeps its own. Its geometry's
 * rules (a simple ring inside its service area) and its area, staff and twins are the
 * handler's: they read the world.
 */
export const fenceSaveBody = exact({
  id: ref,
  updatedAt: version,
  kind: keyOf(FENCE_KIND_LABEL, M.fenceKind).optional(),
  name: requiredText('请输入围栏名称', TEXT_LIMITS.fenceName),
  serviceAreaId: z.string(C.serviceArea),
  polygon: z.array(point, '围栏至少需要3个点'),
  capacity: z.unknown().optional(),
  openingHours: optionalText().optional(),
  provider: z
    .unknown()
    .optional()
    .transform((v) => (v === 'tencent' ? ('tencent' as const) : ('amap' as const))),
  state: z
    .unknown()
    .optional()
    .transform((v) => (v === 'disabled' ? ('disabled' as const) : ('enabled' as const))),
  staffIds: z.unknown().optional(),
});
export type FenceSaveBody = z.output<typeof fenceSaveBody>;

/** Configuration's writes. */
export const CONFIG_INPUTS: Inputs = [
  inputFor(W.noticeCreate, { body: noticeCreateBody }),
  inputFor(W.noticeUpdate, { body: noticeUpdateBody }),
  inputFor(W.noticeState, stateSwitch()),
  inputFor(W.fenceSave, { body: fenceSaveBody }),
  inputFor(W.fenceDelete, byId()),
  ...bodiesOf(W, {
    faultCreate: faultCreateBody,
    faultUpdate: faultUpdateBody,
    messageCreate: messageCreateBody,
    messageUpdate: messageUpdateBody,
  }),
];
