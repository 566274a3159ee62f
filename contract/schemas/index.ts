import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import type { Replies } from './registry';
import { EXPORT_REPLIES } from './exports';
import { REPORT_REPLIES } from './reports';
import { OVERVIEW_REPLIES } from './overview';
import { OPS_STATS_REPLIES } from './opsStats';
import { RIDER_REPLIES } from './riders';
import { FLEET_REPLIES } from './fleet';
import { REVIEW_REPLIES } from './reviews';
import { SUPPORT_REPLIES } from './support';
import { SESSION_REPLIES } from './session';
import { LOG_REPLIES } from './logs';
import { ACCESS_REPLIES } from './access';
import { CONFIG_REPLIES } from './config';
import { MARKETING_REPLIES } from './marketing';
import { PRODUCTION_REPLIES } from './production';
import { VEHICLE_MAP_REPLIES } from './vehicleMap';
import { WRITE_REPLIES } from './actions';

/**
 * Every reply schema, by endpoint. For the embedded backend's checks in the tests, the
 * OpenAPI document and the conformance kit; never imported by the console, whose feature
 * api modules register only their areas' schemas (`registerReplies(RIDER_REPLIES)`), so the
 * schema library loads with a page's chunk and never with the entry or /login.
 */
const ALL: Replies[] = [
  REPORT_REPLIES,
  OVERVIEW_REPLIES,
  OPS_STATS_REPLIES,
  EXPORT_REPLIES,
  RIDER_REPLIES,
  FLEET_REPLIES,
  REVIEW_REPLIES,
  SUPPORT_REPLIES,
  SESSION_REPLIES,
  LOG_REPLIES,
  ACCESS_REPLIES,
  CONFIG_REPLIES,
  MARKETING_REPLIES,
  PRODUCTION_REPLIES,
  VEHICLE_MAP_REPLIES,
  WRITE_REPLIES,
];

/** Every endpoint with its reply schema. */
export const ALL_REPLIES: Replies = ALL.flat();

const byEndpoint = new Map<Endpoint, z.ZodType>(ALL_REPLIES);

export const replySchemaOf = (e: Endpoint): z.ZodType | undefined => byEndpoint.get(e);
