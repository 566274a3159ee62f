import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';

/** The reply schemas of an area's endpoints: the `data` of `{suc:true,data}` (the whole body on the user service). */
export type Replies = ReadonlyArray<readonly [Endpoint, z.ZodType]>;
