import { z } from 'zod';
import { SESSION_READS } from '@contract/endpoints/session';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';
import { LOG_READS } from '@contract/endpoints/logs';
import type { SiteConfig } from '@contract/config';
import type { OperatorLogRow } from '@contract/logs';
import type { Replies } from './registry';
import { count, instant, lngLat, maskedPhone, pageOf } from './common';

/** The site's public settings and the RSA public key of the key exchange (read before signing in). */
const siteConfig = z.object({
  webType: z.string(),
  webTitle: z.string(),
  webImg: z.string(),
  themeColor: z.string(),
  publicKey: z.string().min(1),
  company: z.string(),
  appTitle: z.string(),
  hotline: z.string().optional(),
  filing: z.object({ icp: z.string(), police: z.string() }),
  map: z.object({
    amapKey: z.string(),
    amapSecurityCode: z.string(),
    center: lngLat,
    zoom: z.number(),
    tmapKey: z.string().optional(),
  }),
  homeProgram: z.string(),
  chatUrl: z.string(),
}) satisfies z.ZodType<SiteConfig>;

/** The signed-in operator's own profile and codes (its phone masked like everyone's; agentId null for platform staff). */
export const operatorProfile = z.object({
  opManId: z.string().min(1),
  name: z.string(),
  phone: maskedPhone,
  roleId: z.string(),
  agentId: z.string().nullable(),
  level: count,
  permissions: z.array(z.string()),
});

const operatorLogRow = z.object({
  id: z.string().min(1),
  opManId: z.string(),
  phone: maskedPhone,
  name: z.string(),
  action: z.string(),
  target: z.string(),
  ip: z.string(),
  at: instant,
}) satisfies z.ZodType<OperatorLogRow>;

export const SESSION_REPLIES: Replies = [
  [SESSION_READS.siteConfig, siteConfig],
  [SESSION_READS.allCode, operatorProfile],
  /** the user service: the rider account of a phone (the whole body, no envelope) */
  [SIGN_IN_READS.users, z.object({ objectId: z.string().min(1) })],
  [LOG_READS.aliyunlogUserlogs, pageOf(operatorLogRow)],
];
