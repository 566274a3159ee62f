import { WRITE_AREAS as W } from '@contract/actions';
import type { Endpoint } from '@contract/endpoint';
import { EXPORTS } from '@contract/endpoints/exports';
import { ACCESS_READS } from '@contract/endpoints/access';
import { AGENT_READS } from '@contract/endpoints/agents';
import { CONFIG_READS } from '@contract/endpoints/config';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { LOG_READS } from '@contract/endpoints/logs';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { REPORTS } from '@contract/endpoints/reports';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { RIDER_READS } from '@contract/endpoints/riders';
import { SESSION_READS } from '@contract/endpoints/session';
import { VEHICLE_MAP } from '@contract/endpoints/vehicleMap';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';
import { SUPPORT_READS } from '@contract/endpoints/support';

/** The descriptors of one area under one name each: a name given twice (a read and a write) is a mistake. */
function area(...groups: Record<string, Endpoint>[]): Record<string, Endpoint> {
  const all: Record<string, Endpoint> = {};
  for (const [name, e] of groups.flatMap((g) => Object.entries(g))) {
    if (name in all) throw new Error(`endpoint name ${name} given twice in one area`);
    all[name] = e;
  }
  return all;
}

/** Every described endpoint by area and name: the reads of contract/endpoints/ and the writes of contract/actions.ts. */
export const ENDPOINT_AREAS: Record<string, Record<string, Endpoint>> = {
  session: SESSION_READS,
  overview: OVERVIEW_READS,
  reports: REPORTS,
  exports: EXPORTS,
  vehicleMap: VEHICLE_MAP,
  logs: LOG_READS,
  auth: area(SIGN_IN_READS, W.auth),
  riders: area(RIDER_READS, W.riders),
  reviews: area(REVIEW_READS, W.reviews),
  fleet: area(FLEET_READS, W.fleet),
  access: area(ACCESS_READS, AGENT_READS, W.access),
  config: area(CONFIG_READS, W.config),
  marketing: area(MARKETING_READS, W.marketing),
  production: area(PRODUCTION_READS, W.production),
  support: area(SUPPORT_READS, W.support),
};

export interface NamedEndpoint {
  /** `area.name`, the OpenAPI operationId */
  id: string;
  endpoint: Endpoint;
}

export const ENDPOINTS: readonly NamedEndpoint[] = Object.entries(ENDPOINT_AREAS).flatMap(([name, named]) =>
  Object.entries(named).map(([n, endpoint]) => ({ id: `${name}.${n}`, endpoint })),
);
