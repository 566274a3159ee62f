import {
  ACCESS_WRITES,
  AUTH_WRITES,
  CONFIG_WRITES,
  FLEET_WRITES,
  MARKETING_WRITES,
  PRODUCTION_WRITES,
  REVIEW_WRITES,
  SUPPORT_WRITES,
  RIDER_WRITES,
  type WriteEndpoint,
} from '@contract/actions';
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
    writes: AUTH_WRITES,
    changes: [],
    except: [
      [AUTH_WRITES.requestDevice, ['access']],
      [AUTH_WRITES.applyAgent, ['agents']],
    ],
  },
  {
    writes: RIDER_WRITES,
    changes: MONEY,
    except: [
      [RIDER_WRITES.endOrder, [...MONEY, 'fleet']],
      [RIDER_WRITES.adjustOrderFee, [...MONEY, 'fleet']],
      [RIDER_WRITES.addToBlacklist, ['riders']],
      [RIDER_WRITES.removeFromBlacklist, ['riders']],
      // a phone shown in full is only logged
      [RIDER_WRITES.revealPhone, ['logs']],
    ],
  },
  {
    writes: REVIEW_WRITES,
    changes: ['reviews', 'riders', 'fleet'],
    except: [
      REVIEW_WRITES.worksheetReply,
      REVIEW_WRITES.worksheetAssign,
      REVIEW_WRITES.worksheetResolve,
      REVIEW_WRITES.worksheetClose,
    ].map((w) => [w, ['worksheets', 'riders']] as const),
  },
  {
    writes: FLEET_WRITES,
    changes: ['fleet', 'tasks', 'reports'],
    except: [
      [FLEET_WRITES.parkApprove, ['parkApplications', 'fences']],
      [FLEET_WRITES.parkReject, ['parkApplications']],
    ],
  },
  {
    writes: ACCESS_WRITES,
    changes: ['access'],
    except: [
      ...[
        ACCESS_WRITES.agentCreate,
        ACCESS_WRITES.agentUpdate,
        ACCESS_WRITES.agentState,
        ACCESS_WRITES.agentDelete,
      ].map((w) => [w, ['agents', 'access']] as const),
      ...[
        ACCESS_WRITES.agentRoleCreate,
        ACCESS_WRITES.agentRoleUpdate,
        ACCESS_WRITES.agentRoleState,
        ACCESS_WRITES.agentRoleDelete,
      ].map((w) => [w, ['agents', 'access']] as const),
      ...[ACCESS_WRITES.serviceAreaCreate, ACCESS_WRITES.serviceAreaAssign].map(
        (w) => [w, ['agents', 'fences', 'fleet']] as const,
      ),
    ],
  },
  {
    writes: CONFIG_WRITES,
    changes: ['config'],
    except: [CONFIG_WRITES.fenceSave, CONFIG_WRITES.fenceDelete].map(
      (w) => [w, ['fences', 'agents', 'fleet']] as const,
    ),
  },
  {
    writes: MARKETING_WRITES,
    changes: ['marketing'],
    except: [[MARKETING_WRITES.couponIssue, ['marketing', 'riders']]],
  },
  { writes: PRODUCTION_WRITES, changes: ['production', 'fleet'] },
  { writes: SUPPORT_WRITES, changes: ['support'] },
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
