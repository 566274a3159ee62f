import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';

/** The reply schemas of an area's endpoints: the `data` of `{suc:true,data}` (the whole body on the user service). */
export type Replies = ReadonlyArray<readonly [Endpoint, z.ZodType]>;

/**
 * One endpoint's reply schema, checked at compile time against the reply type its
 * descriptor declares: a schema given to the wrong endpoint, or one whose type the
 * descriptor's does not take, does not compile.
 */
export const replyFor = <R>(e: Endpoint<R>, schema: z.ZodType<R>): readonly [Endpoint, z.ZodType] => [e, schema];

/** The same reply schema for several endpoints (a record's create, update and state change), each checked as by `replyFor`. */
export const repliesFor = <R>(es: readonly Endpoint<R>[], schema: z.ZodType<R>): Replies => es.map((e) => [e, schema]);
