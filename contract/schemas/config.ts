import { z } from 'zod';
import { CONFIG_READS } from '@contract/endpoints/config';
import type { FaultType, HomeMessage, NoticeTemplate, SiteSettings } from '@contract/config';
import type { Replies } from './registry';
import { enableState, instant, pageOf } from './common';
import { fence } from './fences';

const faultType = z.object({
  id: z.string().min(1),
  name: z.string(),
  category: z.enum(['body', 'power', 'lock', 'iot', 'other']),
  priority: z.enum(['high', 'medium', 'low']),
  state: enableState,
  remark: z.string(),
  updatedAt: instant,
}) satisfies z.ZodType<FaultType>;

const noticeTemplate = z.object({
  id: z.string().min(1),
  name: z.string(),
  channel: z.enum(['sms', 'inapp']),
  content: z.string(),
  state: enableState,
  updatedAt: instant,
}) satisfies z.ZodType<NoticeTemplate>;

const homeMessage = z.object({
  id: z.string().min(1),
  title: z.string(),
  content: z.string(),
  startAt: instant,
  endAt: instant,
  serviceAreaIds: z.array(z.string()),
  status: z.enum(['draft', 'published', 'withdrawn']),
  updatedAt: instant,
  serviceAreaNames: z.array(z.string()),
}) satisfies z.ZodType<HomeMessage>;

const siteSettings = z.object({
  webTitle: z.string(),
  webImg: z.string(),
  themeColor: z.string(),
  company: z.string(),
  appTitle: z.string(),
  hotline: z.string(),
  chatUrl: z.string(),
  icp: z.string(),
  police: z.string(),
}) satisfies z.ZodType<SiteSettings>;

export const CONFIG_REPLIES: Replies = [
  [CONFIG_READS.fault, pageOf(faultType)],
  [CONFIG_READS.notice, pageOf(noticeTemplate)],
  [CONFIG_READS.message, pageOf(homeMessage)],
  [CONFIG_READS.siteSettings, siteSettings],
  [CONFIG_READS.fencePage, pageOf(fence)],
];
