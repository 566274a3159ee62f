import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import type { Replies } from './registry';
import { EXPORT_REPLIES } from './exports';
import { REPORT_REPLIES } from './reports';
import { OVERVIEW_REPLIES } from './overview';
import { OPS_STATS_REPLIES } from './opsStats';
import { WRITE_REPLIES } from './actions';

/**
 * Every reply schema, by endpoint. For the embedded backend's checks in the tests, the
 * OpenAPI document and the conformance kit; never imported by the console (src/ imports
 * only the inferred types, `import type`, so no schema library reaches its bundle).
 */
const ALL: Replies[] = [REPORT_REPLIES, OVERVIEW_REPLIES, OPS_STATS_REPLIES, EXPORT_REPLIES, WRITE_REPLIES];

const byEndpoint = new Map<Endpoint, z.ZodType>(ALL.flat());

export const replySchemaOf = (e: Endpoint): z.ZodType | undefined => byEndpoint.get(e);
