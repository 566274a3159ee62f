import { createRng } from '../lib/rng';
import { keptPart, startWorld } from './lazy';
import { createWorld, currentWorld, homeWorld, setHomeWorld, worldSlot } from './world';
import { ALL_CODES } from '@contract/codes';
import { ROLE_CODES } from './codes';
import { polygonAround } from './geo';
import type { LngLat } from '@contract/common';
import type { AgentRecord as Agent, FranchiseApplication, ServiceArea } from '@contract/agents';
import type { OperatorRecord as Operator, PermissionRole } from '@contract/permissions';

/**
 * The embedded backend's data, generated from a fixed seed on first use and kept
 * (with every mutation) for the life of the page or test.
 */
export interface Db {
  serviceAreas: ServiceArea[];
  agents: Agent[];
  roles: PermissionRole[];
  operators: Operator[];
  applications: FranchiseApplication[];
  /** phone -> SMS codes sent today */
  smsSent: Map<string, number>;
  /** ids (jti) of the tokens signed out, with their expiry (s): refused until then */
  revokedTokens: Map<string, number>;
}

export const DEMO_SMS_CODE = '123456';
const minuteOf = (ms: number) => Math.floor(ms / 60000) * 60000;
/** The seed the current world is generated from. */
export const worldSeed = (): number => currentWorld().seed;
/**
 * "Now" of the generated history: the start of the clock's current minute (the app's
 * injectable clock), so the demo always has today's rides and the rides it draws as under
 * way are under way when it starts; from there the world lives on with the clock
 * (liveFleet.ts). The same seed gives the same records, shifted in time. The current world's,
 * taken again from the clock (or its pin) when it starts to be built.
 */
export const epoch = (): number => currentWorld().epoch;

/**
 * Builds the seeded world at `ms` (a minute) from now on, whatever the clock says, so that it
 * holds the same records (R2026112400417 the same ride of the same rider on the same vehicle)
 * as when first built; the living world then moves on from there to the clock. null: the
 * clock's minute again. Takes effect when the world is next built (after resetDb()).
 */
export function pinEpoch(ms: number | null): void {
  currentWorld().pinnedEpoch = ms === null ? null : minuteOf(ms);
}

const AREAS: Array<[string, LngLat]> = [
  ['西湖服务区', [120.1302, 30.2597]],
  ['滨江服务区', [120.2117, 30.2084]],
  ['拱墅服务区', [120.1419, 30.3193]],
];

const COMPANIES = [
  '杭州速达出行科技有限公司',
  '浙江绿骑运营服务有限公司',
  '杭州城畅共享电单车有限公司',
  '浙江快驿交通科技有限公司',
  '杭州骑遇科技有限公司',
  '浙江乐行智能出行有限公司',
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'.split('');
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英'.split('');

function isoDaysAgo(days: number): string {
  return new Date(epoch() - days * 86400000).toISOString();
}

function build(): Db {
  const rng = createRng(worldSeed());
  const name = () => rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.chance(0.6) ? rng.pick(GIVEN) : '');

  const agents: Agent[] = COMPANIES.map((company, i) => ({
    agentId: `A${String(i + 1).padStart(3, '0')}`,
    company,
    contact: name(),
    phone: `139${String(10000000 + i * 7331).padStart(8, '0')}`,
    roleId: 'AR001',
    serviceAreaIds: [],
    state: i === 5 ? 'disabled' : 'enabled',
    createdAt: isoDaysAgo(400 - i * 30),
    updatedAt: isoDaysAgo(400 - i * 30),
  }));

  const serviceAreas: ServiceArea[] = AREAS.map(([n, center], i) => {
    const agent = agents[i < 2 ? 0 : 1];
    const id = `SA${String(i + 1).padStart(3, '0')}`;
    agent.serviceAreaIds.push(id);
    return {
      id,
      name: n,
      city: '杭州市',
      center,
      polygon: polygonAround(rng, center, 3200),
      fenceId: `F-${id}`,
      agentId: agent.agentId,
      state: 'enabled',
      updatedAt: isoDaysAgo(400),
    };
  });

  /** the version of the seeded roles */
  const SEEDED = isoDaysAgo(400);
  const roles: PermissionRole[] = [
    {
      id: 'R001',
      name: '平台管理员',
      level: 1,
      codes: [...ALL_CODES],
      state: 'enabled',
      remark: '全部权限',
      updatedAt: SEEDED,
    },
    {
      id: 'R002',
      name: '运营专员',
      level: 2,
      codes: [...ROLE_CODES.ops],
      state: 'enabled',
      remark: '车辆、运维、日志与工单',
      updatedAt: SEEDED,
    },
    {
      id: 'R003',
      name: '财务',
      level: 2,
      codes: [...ROLE_CODES.finance],
      state: 'enabled',
      remark: '报表与营收大屏',
      updatedAt: SEEDED,
    },
    {
      id: 'R004',
      name: '运维人员',
      level: 4,
      codes: ['02', '03', '0301', '0302', '09', '0901', '090201', '0909', 'vehicleCommand', 'opsTaskEdit'],
      state: 'enabled',
      remark: '',
      updatedAt: SEEDED,
    },
    {
      id: 'R005',
      name: '生产人员',
      level: 8,
      codes: [...ROLE_CODES.production],
      state: 'enabled',
      remark: '生产数据',
      updatedAt: SEEDED,
    },
    {
      id: 'AR001',
      name: '加盟商',
      level: 0,
      codes: [...ROLE_CODES.franchisee],
      state: 'enabled',
      remark: '加盟商默认角色',
      updatedAt: SEEDED,
    },
  ];

  const op = (phone: string, nm: string, roleId: string, agentId?: string): Operator => {
    const createdAt = isoDaysAgo(rng.int(30, 500));
    return {
      opManId: `OP${phone.slice(-4)}`,
      phone,
      name: nm,
      roleId,
      level: roles.find((r) => r.id === roleId)?.level ?? 2,
      agentId,
      state: 'enabled',
      createdAt,
      updatedAt: createdAt,
    };
  };
  const operators: Operator[] = [
    op('13800000000', '平台管理员', 'R001'),
    op('13800000001', '运营专员', 'R002'),
    op('13800000002', '加盟商运营', 'AR001', 'A001'),
    op('13800000003', '财务专员', 'R003'),
    op('13800000004', '未授权设备用户', 'R002'),
    op('13800000005', '短信超量用户', 'R002'),
  ];
  for (let i = 0; i < 24; i++) {
    const roleId = rng.pick(['R002', 'R003', 'R004', 'R004', 'R005']);
    operators.push(op(`1370000${String(1000 + i * 37).padStart(4, '0')}`, name(), roleId));
  }
  // The franchisees' own field staff (their vehicles' tasks go to them, not to the demo account).
  // (ids are OP + the phone's last four digits: 2100, 2141, … are no one else's)
  let k = 0;
  for (const a of agents.filter((x) => x.serviceAreaIds.length)) {
    for (let i = 0; i < (a.serviceAreaIds.length > 1 ? 3 : 2); i++, k++) {
      operators.push(op(`1360000${2100 + k * 41}`, name(), 'AR001', a.agentId));
    }
  }

  return { serviceAreas, agents, roles, operators, applications: [], smsSent: new Map(), revokedTokens: new Map() };
}

/** The store's records in the current world (built with its first read). */
const store = worldSlot((): { db: Db | null } => ({ db: null }));
keptPart('store', {
  save: () => store().db,
  load: (kept) => {
    store().db = kept as Db | null;
  },
});

export function getDb(): Db {
  const s = store();
  if (!s.db) {
    startWorld();
    s.db = build();
  }
  return s.db;
}

/** The "now" the world was built at, or will be when built next. */
export const worldEpoch = (): number => {
  const w = currentWorld();
  return w.started ? w.epoch : (w.pinnedEpoch ?? minuteOf(w.clock()));
};

/**
 * Back to the seeded state (tests): the process's world is replaced by a fresh one made with
 * its options (seed, pinned epoch, size, clock). A test that wants its own makes one (createWorld).
 */
export function resetDb(): void {
  const fresh = createWorld(homeWorld().options());
  setHomeWorld(fresh);
}
