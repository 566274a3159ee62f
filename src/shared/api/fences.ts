/** The calls that list, save and delete electric fences (domain model Fence). */
import { callEndpoint } from '@/shared/http/endpoint';
import { CONFIG_WRITES } from '@contract/actions';
import type { Fence, FenceInput, FenceKind } from '@contract/fences';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import { keysOf } from '@/shared/query/keys';

/** The reads of fences: a page of one kind, every fence of some kinds. */
export const fenceKeys = keysOf('fences', ['page', 'kinds']);
import { CONFIG_READS } from '@contract/endpoints/config';
import { FLEET_READS } from '@contract/endpoints/fleet';

export const fenceApi = {
  /** One page of fences of a kind (keyword, serviceAreaId, provider), in the header scope. */
  page: (q: ListQuery, signal?: AbortSignal): Promise<Page<Fence>> =>
    callEndpoint(CONFIG_READS.fencePage, { input: q }, { signal, scoped: true }).then((d) => toPage<Fence>(d)),

  /** Every fence of the kinds in the header scope (map overlays). */
  all: (kinds: FenceKind[], signal?: AbortSignal) =>
    callEndpoint(FLEET_READS.fenceList, { input: { kind: kinds.join(',') } }, { signal, scoped: true }).then(
      (d) => d.list,
    ),

  /** Creates (no id) or updates a fence; rejects with the server's message. */
  save: (f: FenceInput) => callEndpoint(CONFIG_WRITES.fenceSave, { input: f }, { silent: true }),

  remove: (id: string) => callEndpoint(CONFIG_WRITES.fenceDelete, { input: { id } }, { silent: true }),
};
