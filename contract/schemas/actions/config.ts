import { z } from 'zod';
import { CONFIG_WRITES } from '@contract/actions';
import { CHANNEL, FAULT_CATEGORY, MESSAGE_STATUS, PRIORITY } from '@contract/config';
import type { FaultType, HomeMessage, NoticeTemplate, SiteSettings } from '@contract/config';
import { replyFor, repliesFor, type Replies } from '../registry';
import { instant, keysOf, sameType } from '../common';
import { fence } from '../fences';
import { enableState, id, ids, removed } from './shared';

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
  updatedAt: instant,
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
