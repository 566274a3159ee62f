/**
 * Revealing one masked phone number: every other reply carries phones masked (route()),
 * so the full number is looked up here from the record it belongs to. Code 0705; the
 * record must be one the caller may open (a franchisee only its own service areas and
 * agent); every reveal is an operator-log entry: who, whose number (masked), when and
 * from which IP.
 *
 *   POST /platform/privacy/phone   { kind: rider|order|worksheet|operator|agent, id } → { phone }
 */
import {
  maskPhoneNumber,
  REVEAL_ACTION,
  REVEAL_KIND_LABEL,
  type PhoneRevealInput,
  type PhoneRevealResult,
  type RevealKind,
} from '@contract/privacy';
import { addOperatorLog } from '../db/operatorLogs';
import { orderIndex } from '../db/orders';
import { riderIndex } from '../db/riders';
import { getDb } from '../db/store';
import { worksheetIndex } from '../db/worksheets';
import { allowedAgents, inScope } from '../lib/scope';
import { BizError, route, type Caller } from '../lib/route';
import { RIDER_WRITES } from '@contract/actions';

const NOT_FOUND = '未找到该记录';

/** The phone of the record `kind`/`id`, when the caller may open that record. */
function phoneOf(caller: Caller, kind: RevealKind, id: string): string | undefined {
  const visible = inScope(caller, {});
  const scoped = <T extends { serviceAreaId: string; agentId: string }>(rec: T | undefined) =>
    rec && visible(rec) ? rec : undefined;
  switch (kind) {
    case 'rider':
      return scoped(riderIndex().get(id))?.phone;
    case 'order':
      return scoped(orderIndex().get(id))?.phone;
    case 'worksheet':
      return scoped(worksheetIndex().get(id))?.phone;
    case 'operator': {
      const op = getDb().operators.find((o) => o.opManId === id);
      // a franchisee's staff only: operators of its own agent
      if (!op || (caller.claims.agentIds && !(op.agentId && allowedAgents(caller)(op.agentId)))) return undefined;
      return op.phone;
    }
    case 'agent': {
      const agent = getDb().agents.find((a) => a.agentId === id);
      return agent && allowedAgents(caller)(agent.agentId) ? agent.phone : undefined;
    }
  }
}

export const privacyHandlers = [
  route<Partial<PhoneRevealInput>>(
    RIDER_WRITES.revealPhone,
    { unmasked: true },
    ({ body, caller, ip }): PhoneRevealResult => {
      // the kind of record and its id: the input schema's
      const { kind, id } = body as PhoneRevealInput;
      const phone = phoneOf(caller, kind, id);
      if (!phone) throw new BizError(NOT_FOUND);
      const op = caller.operator;
      addOperatorLog({
        opManId: op.opManId,
        phone: op.phone,
        name: op.name,
        action: REVEAL_ACTION,
        target: `${REVEAL_KIND_LABEL[kind]} ${id}（${maskPhoneNumber(phone)}）`,
        ip,
      });
      return { phone };
    },
  ),
];
