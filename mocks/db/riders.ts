import { createRng } from '../lib/rng';
import { lazy } from './lazy';
import { personName, uniquePhone, XSS_PROBES } from './names';
import { epoch, getDb, worldSeed } from './store';
import { scaled } from './worldSize';
import { RIDING_CARD_PLANS, type DepositStatus, type RiderRecord as Rider, type StudentStatus } from '@contract/riders';

/** Riders in the full world. */
export const RIDER_COUNT = 20000;
export const DEPOSIT_FEN = 29900;
const CARDS = Object.keys(RIDING_CARD_PLANS);

export const getRiders = lazy((): Rider[] => {
  const rng = createRng(worldSeed() + 2);
  const areas = getDb().serviceAreas;
  const used = new Set<string>();
  const count = scaled(RIDER_COUNT);
  const riders: Rider[] = new Array(count);
  const probeEvery = Math.floor(count / 5) + 1; // five probes, whatever the size
  for (let i = 0; i < count; i++) {
    const area = areas[rng.next() < 0.45 ? 0 : rng.next() < 0.55 ? 1 : 2];
    const regDays = rng.int(1, 720);
    const dep: DepositStatus = rng.chance(0.55)
      ? 'none'
      : rng.pick<DepositStatus>(['paid', 'paid', 'paid', 'paid', 'frozen', 'refunding', 'refunded']);
    const student: StudentStatus = rng.chance(0.85)
      ? 'none'
      : rng.pick<StudentStatus>(['pending', 'approved', 'approved', 'rejected']);
    riders[i] = {
      userId: `U${String(100001 + i)}`,
      phone: uniquePhone(rng, used),
      // A few seeded names are XSS probes: they must render as plain text.
      name: i % probeEvery === 7 ? XSS_PROBES[((i / probeEvery) | 0) % XSS_PROBES.length] : personName(rng),
      realNameVerified: rng.chance(0.82),
      studentStatus: student,
      depositStatus: dep,
      deposit: dep === 'paid' || dep === 'frozen' || dep === 'refunding' ? DEPOSIT_FEN : 0,
      balance: rng.chance(0.3) ? 0 : rng.int(0, 200) * 50,
      giftBalance: rng.chance(0.7) ? 0 : rng.int(1, 40) * 50,
      ridingCard: rng.chance(0.12)
        ? { name: rng.pick(CARDS), expiresAt: new Date(epoch() + rng.int(-10, 80) * 86400000).toISOString() }
        : undefined,
      blacklisted: false,
      registeredAt: new Date(epoch() - regDays * 86400000 - rng.int(0, 86399) * 1000).toISOString(),
      serviceAreaId: area.id,
      agentId: area.agentId,
      rides: 0,
    };
  }
  return riders;
});

export const riderIndex = lazy(() => new Map(getRiders().map((r) => [r.userId, r])));
export const riderByPhone = lazy(() => new Map(getRiders().map((r) => [r.phone, r])));
