import { WRITE_AREAS as W, type WriteEndpoint } from '@contract/actions';
import { EXPORTS } from '@contract/endpoints/exports';
import type { Domain } from './keys';

/**
 * What each accepted write changes: the domains whose reads are asked again, by the write's
 * declaration (contract/actions.ts) — each area's writes change what the area shows, and some
 * reach further: in this world a refund moves the ride, the wallet, the rider and the reports,
 * a fence redraws service areas and the fleet's map. Every write that changes anything is
 * also entered in the operator log and the journal (ALWAYS). A write that is not declared
 * refreshes everything: a forgotten entry costs requests, never a stale screen.
 */
const MONEY: readonly Domain[] = ['riders', 'orders', 'reports'];

type Area = Readonly<Record<string, WriteEndpoint>>;

/** Each area's writes and what they change; `except` names the writes of the area that change something else. */
const AREAS: ReadonlyArray<{
  writes: Area;
  changes: readonly Domain[];
  except?: ReadonlyArray<readonly [WriteEndpoint, readonly Domain[]]>;
}> = [
  // sign-in and the caller's own session: a new token drops all server state anyway
  {
    writes: W.auth,
    changes: [],
    except: [
      [W.auth.requestDevice, ['access']],
      [W.auth.applyAgent, ['agents']],
    ],
  },
  {
    writes: W.riders,
    changes: MONEY,
    except: [
      [W.riders.endOrder, [...MONEY, 'fleet']],
      [W.riders.adjustOrderFee, [...MONEY, 'fleet']],
      [W.riders.addToBlacklist, ['riders']],
      [W.riders.removeFromBlacklist, ['riders']],
      // a phone shown in full is only logged
      [W.riders.revealPhone, ['logs']],
    ],
  },
  {
    writes: W.reviews,
    changes: ['reviews', 'riders', 'fleet'],
    except: [
      W.reviews.worksheetReply,
      W.reviews.worksheetAssign,
      W.reviews.worksheetResolve,
      W.reviews.worksheetClose,
    ].map((w) => [w, ['worksheets', 'riders']] as const),
  },
  {
    writes: W.fleet,
    changes: ['fleet', 'tasks', 'reports'],
    except: [
      [W.fleet.parkApprove, ['parkApplications', 'fences']],
      [W.fleet.parkReject, ['parkApplications']],
    ],
  },
  {
    writes: W.access,
    changes: ['access'],
    except: [
      ...[W.access.agentCreate, W.access.agentUpdate, W.access.agentState, W.access.agentDelete].map(
        (w) => [w, ['agents', 'access']] as const,
      ),
      ...[W.access.agentRoleCreate, W.access.agentRoleUpdate, W.access.agentRoleState, W.access.agentRoleDelete].map(
        (w) => [w, ['agents', 'access']] as const,
      ),
      ...[W.access.serviceAreaCreate, W.access.serviceAreaAssign].map(
        (w) => [w, ['agents', 'fences', 'fleet']] as const,
      ),
    ],
  },
  {
    writes: W.config,
    changes: ['config'],
    except: [W.config.fenceSave, W.config.fenceDelete].map((w) => [w, ['fences', 'agents', 'fleet']] as const),
  },
  {
    writes: W.marketing,
    changes: ['marketing'],
    except: [[W.marketing.couponIssue, ['marketing', 'riders']]],
  },
  { writes: W.production, changes: ['production', 'fleet'] },
  { writes: W.support, changes: ['support'] },
  // an export job started or removed changes the download centre's list only
  { writes: { create: EXPORTS.create, remove: EXPORTS.remove }, changes: ['exports'] },
];

/** Every write is entered here: the operator log (home's recent operations too) and the journal's count. */
const ALWAYS: readonly Domain[] = ['logs', 'journal'];

/** A declared path as a pattern of the client's paths (`:id` stands for one segment). */
const pattern = (w: WriteEndpoint): RegExp =>
  new RegExp(`^${w.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

const EFFECTS: ReadonlyArray<readonly [RegExp, ReadonlySet<Domain>]> = AREAS.flatMap(
  ({ writes, changes, except = [] }) =>
    Object.values(writes).map((w) => {
      const own = except.find(([e]) => e === w)?.[1] ?? changes;
      return [pattern(w), new Set(own.length ? [...own, ...ALWAYS] : [])] as const;
    }),
);

/** The domains a successful write to `url` (the client's path, before its base) changes, or 'all' when it is not declared. */
export function domainsChangedBy(url: string): ReadonlySet<Domain> | 'all' {
  const path = url.split('?')[0];
  return EFFECTS.find(([p]) => p.test(path))?.[1] ?? 'all';
}
