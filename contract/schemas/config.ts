import { CONFIG_READS } from '@contract/endpoints/config';
import type { Replies } from './registry';
import { pageOf } from './common';
import { fence } from './fences';
// a list shows the records its writes answer: one schema each (./actions/config)
import { faultType, homeMessage, noticeTemplate, siteSettings } from './actions/config';

export const CONFIG_REPLIES: Replies = [
  [CONFIG_READS.fault, pageOf(faultType)],
  [CONFIG_READS.notice, pageOf(noticeTemplate)],
  [CONFIG_READS.message, pageOf(homeMessage)],
  [CONFIG_READS.siteSettings, siteSettings],
  [CONFIG_READS.fencePage, pageOf(fence)],
];
