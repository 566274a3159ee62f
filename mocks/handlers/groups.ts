/**
 * Permission groups (roles and permissions "four permission groups plus a franchiser group, each
 * with list, add and delete endpoints"; levels 1, 2, 4, 8 and the franchiser group). Code 1004.
 *
 *   GET    /platform/permission/group                       → [{ key, name, members }]
 *   GET    /platform/permission/group/{key}/member          keyword?, page, pageSize → { rows, total }
 *   POST   /platform/permission/group/{key}/member          { phone } adds a back-office user
 *   DELETE /platform/permission/group/{key}/member          { phone }
 */
import { GROUP_MSG, GROUPS, type GroupKey, type GroupMember } from '@contract/groups';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { isMaskedPhone } from '@contract/privacy';
import { PHONE_FORMAT_MESSAGE } from '@contract/validators';
import { groups, type Membership } from '../db/groups';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { nowIso } from '../../src/shared/utils/clock';
import { maskPhone } from '../../src/shared/utils/format';
import { ACCESS_WRITES } from '@contract/actions';
import { ACCESS_READS } from '@contract/endpoints/access';

function group(key: string): { key: GroupKey; name: string; members: Membership[] } {
  const g = GROUPS.find((x) => x.key === key);
  const members = groups().get(key as GroupKey);
  if (!g || !members) throw new BizError(GROUP_MSG.unknown, 404);
  return { key: g.key, name: g.name, members };
}

/** A back-office user by opManId (what the console sends, since lists carry masked phones) or by full phone (typed when adding). */
function operatorByPhone(ref: unknown): Operator {
  const op =
    typeof ref === 'string' && ref ? getDb().operators.find((o) => o.opManId === ref || o.phone === ref) : undefined;
  if (!op) throw new BizError(GROUP_MSG.notOperator);
  return op;
}

function memberRow(m: Membership): GroupMember | undefined {
  const { operators, roles, agents } = getDb();
  const op = operators.find((o) => o.opManId === m.opManId);
  if (!op) return undefined;
  return {
    opManId: op.opManId,
    name: op.name,
    phone: op.phone,
    addedAt: m.addedAt,
    roleName: roles.find((r) => r.id === op.roleId)?.name ?? '-',
    company: op.agentId ? agents.find((a) => a.agentId === op.agentId)?.company : undefined,
  };
}

export const groupHandlers = [
  route(ACCESS_READS.group, {}, () =>
    GROUPS.map((g) => ({ key: g.key, name: g.name, members: group(g.key).members.filter(memberRow).length })),
  ),

  route(ACCESS_READS.groupByKeyMember, {}, ({ params, query }) => {
    const rows = group(String(params.key))
      .members.map(memberRow)
      .filter((m): m is GroupMember => !!m && matches(query.keyword, m.name, m.phone));
    return pageOf(rows, query, { addedAt: (m) => m.addedAt });
  }),

  route<{ phone?: string }>(ACCESS_WRITES.groupMemberAdd, {}, ({ params, body, caller }) => {
    const g = group(String(params.key));
    // a masked number (as lists send it) names nobody
    if (isMaskedPhone(body.phone)) throw new BizError(PHONE_FORMAT_MESSAGE);
    const op = operatorByPhone(body.phone);
    if (g.key === 'franchiser' && !op.agentId) throw new BizError(GROUP_MSG.franchiserOnly);
    if (g.key !== 'franchiser' && op.agentId) throw new BizError(GROUP_MSG.platformOnly);
    if (g.members.some((m) => m.opManId === op.opManId)) throw new BizError(GROUP_MSG.already);
    g.members.unshift({ opManId: op.opManId, addedAt: nowIso() });
    logOperatorAction(caller.operator, '添加权限组成员', `${g.name}：${op.name}（${maskPhone(op.phone)}）`);
    return memberRow(g.members[0]);
  }),

  route<{ opManId?: string; phone?: string }>(ACCESS_WRITES.groupMemberRemove, {}, ({ params, body, caller }) => {
    const g = group(String(params.key));
    const op = operatorByPhone(body.opManId ?? body.phone);
    const i = g.members.findIndex((m) => m.opManId === op.opManId);
    if (i < 0) throw new BizError(GROUP_MSG.notMember);
    if (g.key === '1' && op.opManId === caller.operator.opManId) throw new BizError(GROUP_MSG.selfAdmin);
    if (g.key === '1' && g.members.length <= 1) throw new BizError(GROUP_MSG.lastAdmin);
    g.members.splice(i, 1);
    logOperatorAction(caller.operator, '移除权限组成员', `${g.name}：${op.name}（${maskPhone(op.phone)}）`);
    return { opManId: op.opManId };
  }),
];
