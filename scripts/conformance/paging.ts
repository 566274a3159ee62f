import type { Endpoint } from '@contract/endpoint';
import { inputSchemaOf } from '@contract/schemas/inputs';
import { objectOf } from './arbitrary';

/** Whether a read pages: its query names `pageSize` (a read that does not refuses the key). */
export function pages(e: Endpoint): boolean {
  const query = inputSchemaOf(e)?.query;
  const shape = query && objectOf(query)?.shape;
  return !!shape && 'pageSize' in shape;
}

/** The first page of `size` rows for a read that pages, nothing for one that does not. */
export const firstPageOf = (e: Endpoint, size = 20): Record<string, unknown> =>
  pages(e) ? { page: 1, pageSize: size } : {};
