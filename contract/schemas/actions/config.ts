import { z } from 'zod';
import { CONFIG_WRITES } from '@contract/actions';
import {
  CHANNEL,
  FAULT_CATEGORY,
  MESSAGE_STATUS,
  PRIORITY,
  type FaultType,
  type HomeMessage,
  type NoticeTemplate,
  type SiteSettings,
} from '@contract/config';
import { FENCE_KIND_LABEL, type Fence } from '@contract/fences';
import { replyFor, repliesFor, type Replies } from '../registry';
import { count, instant, keysOf, lngLat, sameType } from '../common';
import { enableState, id, ids, removed } from './shared';

export const fence = z.object({
  id,
  name: z.string(),
  kind: keysOf(FENCE_KIND_LABEL),
  serviceAreaId: z.string(),
  polygon: z.array(lngLat),
  capacity: count.optional(),
  parked: count.optional(),
  openingHours: z.string().optional(),
  provider: z.enum(['amap', 'tencent']),
  state: enableState,
  updatedAt: instant,
  staffIds: ids.optional(),
  staffNames: z.array(z.string()).optional(),
});
sameType<z.infer<typeof fence>, Fence>(true);

export const faultType = z.object({
  id,
  name: z.string(),
  category: keysOf(FAULT_CATEGORY),
  priority: keysOf(PRIORITY),
  state: enableState,
  remark: z.string(),
  updatedAt: instant,
});
sameType<z.infer<typeof faultType>, FaultType>(true);

export const noticeTemplate = z.object({
  id,
  name: z.string(),
  channel: keysOf(CHANNEL),
  content: z.string(),
  state: enableState,
  updatedAt: instant,
});
sameType<z.infer<typeof noticeTemplate>, NoticeTemplate>(true);

export const homeMessage = z.object({
  id,
  title: z.string(),
  content: z.string(),
  startAt: instant,
  endAt: instant,
  serviceAreaIds: ids,
  status: keysOf(MESSAGE_STATUS),
  updatedAt: instant,
  serviceAreaNames: z.array(z.string()),
});
sameType<z.infer<typeof homeMessage>, HomeMessage>(true);

export const siteSettings = z.object({
  webTitle: z.string(),
  webImg: z.string(),
  themeColor: z.string(),
  company: z.string(),
  appTitle: z.string(),
  hotline: z.string(),
  chatUrl: z.string(),
  icp: z.string(),
  police: z.string(),
});
sameType<z.infer<typeof siteSettings>, SiteSettings>(true);

/** Fences, fault types, notices and home messages, site settings. A delete by path answers nothing (null). */
export const CONFIG_WRITE_REPLIES: Replies = [
  replyFor(CONFIG_WRITES.fenceSave, fence),
  replyFor(CONFIG_WRITES.fenceDelete, removed),
  ...repliesFor([CONFIG_WRITES.faultCreate, CONFIG_WRITES.faultUpdate], faultType),
  replyFor(CONFIG_WRITES.faultDelete, z.null()),
  ...repliesFor([CONFIG_WRITES.noticeCreate, CONFIG_WRITES.noticeUpdate, CONFIG_WRITES.noticeState], noticeTemplate),
  replyFor(CONFIG_WRITES.noticeDelete, z.null()),
  ...repliesFor([CONFIG_WRITES.messageCreate, CONFIG_WRITES.messageUpdate], homeMessage),
  replyFor(CONFIG_WRITES.messagePublish, homeMessage.extend({ status: z.literal('published') })),
  replyFor(CONFIG_WRITES.messageWithdraw, homeMessage.extend({ status: z.literal('withdrawn') })),
  replyFor(CONFIG_WRITES.messageDelete, z.null()),
  replyFor(CONFIG_WRITES.siteSetting, siteSettings),
];
