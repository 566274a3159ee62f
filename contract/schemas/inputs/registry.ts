import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';

/**
 * What an endpoint takes, by part: its path parameters, its query and its body. A part left
 * out is not read by the endpoint (a read has no body, a write usually no query).
 */
export interface InputSchema {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** The input schemas of an area's endpoints. */
export type Inputs = ReadonlyArray<readonly [Endpoint, InputSchema]>;

export const inputFor = (e: Endpoint, schema: InputSchema): readonly [Endpoint, InputSchema] => [e, schema];

/** The same input schema for several endpoints. */
export const inputsFor = (es: readonly Endpoint[], schema: InputSchema): Inputs => es.map((e) => [e, schema]);

/** Writes whose whole input is a body, by their names in an area's declarations. */
export const bodiesOf = <N extends string>(
  writes: Record<N, Endpoint>,
  bodies: Partial<Record<N, z.ZodType>>,
): Inputs => (Object.entries(bodies) as Array<[N, z.ZodType]>).map(([name, body]) => [writes[name], { body }]);
