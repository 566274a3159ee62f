import { ACCESS_WRITES, AUTH_WRITES, CONFIG_WRITES, FLEET_WRITES, MARKETING_WRITES, PRODUCTION_WRITES, REVIEW_WRITES, SUPPORT_WRITES, USER_WRITES } from '@contract/actions';
import type { Endpoint } from '@contract/endpoint';
import { EXPORTS } from '@contract/endpoints/exports';
import { REPORTS } from '@contract/endpoints/reports';
import { SESSION_READS } from '@contract/endpoints/session';

/** Every described endpoint by area and name: the reads of contract/endpoints/ and the writes of contract/actions.ts. */
export const ENDPOINT_AREAS: Record<string, Record<string, Endpoint>> = {
  session: SESSION_READS,
  reports: REPORTS,
  exports: EXPORTS,
  auth: AUTH_WRITES,
  users: USER_WRITES,
  reviews: REVIEW_WRITES,
  fleet: FLEET_WRITES,
  access: ACCESS_WRITES,
  config: CONFIG_WRITES,
  marketing: MARKETING_WRITES,
  production: PRODUCTION_WRITES,
  support: SUPPORT_WRITES,
};

export interface NamedEndpoint {
  /** `area.name`, the OpenAPI operationId */
  id: string;
  endpoint: Endpoint;
}

export const ENDPOINTS: readonly NamedEndpoint[] = Object.entries(ENDPOINT_AREAS).flatMap(([area, named]) =>
  Object.entries(named).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint })),
);
