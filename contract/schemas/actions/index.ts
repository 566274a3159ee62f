import type { Replies } from '../registry';
import { AUTH_WRITE_REPLIES } from './auth';
import { RIDER_WRITE_REPLIES } from './riders';
import { REVIEW_WRITE_REPLIES } from './reviews';
import { FLEET_WRITE_REPLIES } from './fleet';
import { ACCESS_WRITE_REPLIES } from './access';
import { CONFIG_WRITE_REPLIES } from './config';
import { MARKETING_WRITE_REPLIES } from './marketing';
import { PRODUCTION_WRITE_REPLIES } from './production';
import { SUPPORT_WRITE_REPLIES } from './support';

/** The reply schema of every write endpoint of contract/actions.ts, by area. */
export const WRITE_REPLIES: Replies = [
  ...AUTH_WRITE_REPLIES,
  ...RIDER_WRITE_REPLIES,
  ...REVIEW_WRITE_REPLIES,
  ...FLEET_WRITE_REPLIES,
  ...ACCESS_WRITE_REPLIES,
  ...CONFIG_WRITE_REPLIES,
  ...MARKETING_WRITE_REPLIES,
  ...PRODUCTION_WRITE_REPLIES,
  ...SUPPORT_WRITE_REPLIES,
];
