/**
 * The operator log (the console's calls GET /platform/aliyunlog/userlogs; domain model Log).
 * Any signed-in operator may read their own entries (the /log home); reading
 * another operator's, or everyone's, needs code 1404 (操作员日志). A franchisee
 * account sees only the operators of its own franchisee.
 *
 * Query: opManId?, keyword? (action, target, name, phone, ip), action? (exact),
 * from?, to? (YYYY-MM-DD in UTC+8, inclusive, or ISO times) or at = 'from~to',
 * sortField = 'at' with sortOrder, page = 1, pageSize = 20.
 * Answer: { rows, total }, newest first.
 */
import { HttpResponse } from 'msw';
import { http } from '../lib/http';
import { open } from '../../src/shared/utils/envelope';
import { getOperatorLogs } from '../db/operatorLogs';
import { getDb } from '../db/store';
import type { OperatorLogRow as OperatorLog } from '@contract/logs';
import { matches, pageOf, range } from '../lib/paging';
import { BASE, BizError, tokenCaller, route, type Caller } from '../lib/route';
import { isIssuedTicket, keyForTicket } from '../lib/secrets';
import { LOG_READS } from '@contract/endpoints/logs';

export const OPERATOR_LOG_CODE = '1404';
const PATH = `${BASE.main}${LOG_READS.aliyunlogUserlogs.path}`;
const FORBIDDEN = `没有查看其他操作员日志的权限（需要权限 ${OPERATOR_LOG_CODE}）`;

const DAY = 86400000;
const TZ = 8 * 3600000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the time filter in ms: a date is its whole day in UTC+8. */
function bound(v: string | undefined, end: boolean): number | undefined {
  if (!v) return undefined;
  if (DATE.test(v)) {
    const start = Date.parse(`${v}T00:00:00Z`) - TZ;
    return end ? start + DAY - 1 : start;
  }
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new BizError(`时间格式不正确：${v}`);
  return t;
}

const mayReadOthers = (codes: ReadonlySet<string>) => codes.has(OPERATOR_LOG_CODE);

function list(query: Record<string, string>, caller: Caller) {
  const me = caller.operator;
  const wanted = query.opManId || undefined;
  if (wanted && wanted !== me.opManId && !mayReadOthers(caller.codes)) throw new BizError(FORBIDDEN, 403);
  // Without 1404 an operator reads only their own entries.
  const only = wanted ?? (mayReadOthers(caller.codes) ? undefined : me.opManId);
  const sameAgent = me.agentId
    ? new Set(
        getDb()
          .operators.filter((o) => o.agentId === me.agentId)
          .map((o) => o.opManId),
      )
    : undefined;
  // from / to, or the list screens' date range `at` = 'YYYY-MM-DD~YYYY-MM-DD'
  const [atFrom, atTo] = range(query.at);
  const from = bound(query.from ?? atFrom, false);
  const to = bound(query.to ?? atTo, true);
  const action = query.action || undefined;
  const rows = getOperatorLogs().filter((l: OperatorLog) => {
    if (only && l.opManId !== only) return false;
    if (sameAgent && !sameAgent.has(l.opManId)) return false;
    if (action && l.action !== action) return false;
    if (from !== undefined || to !== undefined) {
      const t = Date.parse(l.at);
      if ((from !== undefined && t < from) || (to !== undefined && t > to)) return false;
    }
    return matches(query.keyword, l.action, l.target, l.name, l.phone, l.ip);
  });
  return pageOf(rows, query, { at: (l) => l.at });
}

/**
 * route() answers a business failure with HTTP 200; a read of another operator's
 * log without 1404 is a 403 like every missing permission. This guard runs first
 * and answers 403 only when it is sure (valid ticket, token and query); in every
 * other case it falls through to the route, which does the full checks.
 */
const forbiddenGuard = http.get(PATH, ({ request }) => {
  const ticket = request.headers.get('_t');
  if (!isIssuedTicket(ticket)) return undefined;
  const me = tokenCaller(request);
  if (!me) return undefined;
  let wanted: unknown;
  try {
    const sealed = new URL(request.url).searchParams.get('params');
    wanted = sealed ? open<Record<string, unknown>>(sealed, keyForTicket(ticket)).opManId : undefined;
  } catch {
    return undefined;
  }
  if (typeof wanted !== 'string' || !wanted || wanted === me.operator.opManId) return undefined;
  if (mayReadOthers(me.codes)) return undefined;
  return HttpResponse.json({ suc: false, error: { code: 403, promt: FORBIDDEN } }, { status: 403 });
});

export const logHandlers = [
  forbiddenGuard,
  route(LOG_READS.aliyunlogUserlogs, {}, ({ query, caller }) => list(query, caller)),
];
