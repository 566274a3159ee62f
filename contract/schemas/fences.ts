import { z } from 'zod';
import type { Fence } from '@contract/fences';
import { count, enableState, instant, lngLat } from './common';

/** An electric fence (service area, parking station, no-stop zone, maintenance area). */
export const fence = z.object({
  id: z.string().min(1),
  name: z.string(),
  kind: z.enum(['service_area', 'parking', 'no_stop', 'maintain_area']),
  serviceAreaId: z.string(),
  polygon: z.array(lngLat),
  capacity: count.optional(),
  parked: count.optional(),
  openingHours: z.string().optional(),
  provider: z.enum(['amap', 'tencent']),
  state: enableState,
  updatedAt: instant,
  staffIds: z.array(z.string()).optional(),
  staffNames: z.array(z.string()).optional(),
}) satisfies z.ZodType<Fence>;
