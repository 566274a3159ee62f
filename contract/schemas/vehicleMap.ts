import { z } from 'zod';
import { VEHICLE_MAP } from '@contract/endpoints/vehicleMap';
import type { VehicleClusters } from '@contract/vehicleClusters';
import type { Replies } from './registry';
import { count } from './common';

/** vehicles per group: a display status, or an MDS state when grouped by `mds` */
const byGroup = z.record(z.string(), count);

/** The vehicle maps' viewport: clusters below the exact zoom, the points themselves (in columns) above it. */
const clusters = z.object({
  total: count,
  byGroup,
  shown: count,
  inView: count,
  zoom: z.number(),
  clusters: z.array(z.object({ lng: z.number(), lat: z.number(), count, byGroup })),
  points: z.object({
    vehicleNo: z.array(z.string()),
    lng: z.array(z.number()),
    lat: z.array(z.number()),
    group: z.array(z.string()),
  }),
}) satisfies z.ZodType<VehicleClusters>;

export const VEHICLE_MAP_REPLIES: Replies = [[VEHICLE_MAP.clusters, clusters]];
