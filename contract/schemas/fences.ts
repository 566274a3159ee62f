import { z } from 'zod';
import { FENCE_KIND_LABEL, type Fence } from '@contract/fences';
import { count, enableState, instant, keysOf, lngLat, sameType } from './common';

/** An electric fence (service area, parking station, no-stop zone, maintenance area). */
export const fence = z.object({
  id: z.string().min(1),
  name: z.string(),
  kind: keysOf(FENCE_KIND_LABEL),
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
});
sameType<z.infer<typeof fence>, Fence>(true);
