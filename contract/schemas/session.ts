import { z } from 'zod';
import { SESSION_READS } from '@contract/endpoints/session';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';
import type { SiteConfig } from '@contract/config';
import type { Replies } from './registry';
import { count, lngLat, maskedPhone } from './common';

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

export const SESSION_REPLIES: Replies = [
  [SESSION_READS.siteConfig, siteConfig],
  [SESSION_READS.allCode, operatorProfile],
  /** the user service: the rider account of a phone (the whole body, no envelope) */
  [SIGN_IN_READS.users, z.object({ objectId: z.string().min(1) })],
];
