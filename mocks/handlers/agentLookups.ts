import { getDb, epoch } from '../db/store';
import { BizError, route } from '../lib/route';
import { allowedAgents, allowedAreas, idList } from '../lib/scope';
import { now } from '../../src/shared/utils/clock';
import { isPhone, PHONE_FORMAT_MESSAGE } from '@contract/validators';
import { AUTH_WRITES } from '@contract/actions';
import { AGENT_READS } from '@contract/endpoints/agents';
import { PATH_INPUT_MSG } from '@contract/schemas/inputs/records';

/**
 * What any signed-in operator, or the public register page, reads about franchisees (agents):
 * the header's franchisee and service-area pickers, and the franchisee application.
 * Their administration (accounts, roles, service areas) is in agents.ts.
 */
export const agentLookupHandlers = [
  /** franchisee list of the header selector (code 01) */
  route(AGENT_READS.agentAccountList, { still: true }, ({ caller }) => {
    const ok = allowedAgents(caller);
    const rows = getDb()
      .agents.filter((a) => ok(a.agentId))
      .map((a) => ({ agentId: a.agentId, company: a.company, state: a.state }));
    return { rows, total: rows.length };
  }),

  /** service areas the operator may select in the header (by franchisee: belongToAgent below) */
  route(AGENT_READS.agentServiceAreaOpMan, { still: true }, ({ caller }) => {
    const ok = allowedAreas(caller);
    const list = getDb()
      .serviceAreas.filter((s) => ok(s.id))
      .map((s) => ({ id: s.id, name: s.name }));
    return { count: list.length, list };
  }),

  /** service areas that belong to the given (or the caller's) franchisees, of those the caller may see */
  route(AGENT_READS.agentServiceAreaBelongToAgent, {}, ({ caller, query }) => {
    const ok = allowedAgents(caller, idList(query.agentIds));
    const seen = allowedAreas(caller);
    const list = getDb()
      .serviceAreas.filter((s) => ok(s.agentId) && seen(s.id))
      .map((s) => ({ id: s.id, name: s.name, agentId: s.agentId }));
    return { count: list.length, list };
  }),

  /** franchisee application (public register page) */
  route<{ company?: string; contact?: string; phone?: string; smsCode?: string; city?: string }>(
    AUTH_WRITES.applyAgent,
    { auth: false },
    ({ body }) => {
      const { company, contact, phone, smsCode, city } = body;
      if (!company?.trim() || !contact?.trim() || !city?.trim()) throw new BizError('请完整填写申请信息');
      if (!isPhone(phone)) throw new BizError(PHONE_FORMAT_MESSAGE);
      if (smsCode !== '123456') throw new BizError('验证码错误或已过期');
      const db = getDb();
      if (db.applications.some((a) => a.phone === phone && a.status === 'pending')) {
        throw new BizError('该手机号已有待审核的申请');
      }
      const app = {
        id: `AP${String(db.applications.length + 1).padStart(4, '0')}`,
        company: company.trim(),
        contact: contact.trim(),
        phone,
        city: city.trim(),
        status: 'pending' as const,
        createdAt: new Date(Math.max(now(), epoch())).toISOString(),
      };
      db.applications.push(app);
      return app;
    },
  ),

  route(AGENT_READS.agentApplyById, { auth: false }, ({ params }) => {
    const app = getDb().applications.find((a) => a.id === params.id);
    if (!app) throw new BizError(PATH_INPUT_MSG.application);
    return app;
  }),
];
