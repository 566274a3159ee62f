import { getDb } from './store';

/** Demo accounts that never get past sign-in (sign-in protocol) do no work in the seeded history. */
const NEVER_SIGNED_IN: ReadonlySet<string> = new Set(['13800000004', '13800000005']);

/**
 * The demo accounts (README): operators who sign in to try the console. The seeded history
 * never has them as field staff, task creators, assignees or riders.
 */
export const isDemoAccount = (o: { phone: string }): boolean => o.phone.startsWith('1380000000');

/** Names of the platform's own staff with these roles: who handled seeded refunds, bans and adjustments. */
export function staffNames(roleIds: readonly string[]): string[] {
  return getDb()
    .operators.filter(
      (o) => !o.agentId && o.state === 'enabled' && roleIds.includes(o.roleId) && !NEVER_SIGNED_IN.has(o.phone),
    )
    .map((o) => o.name);
}

/**
 * Who uploaded the seeded firmware and voice packs and started the seeded OTA tasks: one of the
 * platform's production staff (生产人员), never a demo account — else the seed would read as if
 * whoever signs in had done it.
 */
export function productionStaffName(): string {
  const staff = getDb().operators.filter((o) => !o.agentId && !isDemoAccount(o));
  return (staff.find((o) => o.roleId === 'R005') ?? staff[0])!.name;
}
