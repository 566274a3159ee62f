/**
 * A read's query is parsed by its input schema (contract/schemas/inputs/reads.ts) before the
 * handler: a closed-set filter naming an unknown value, or a name every object inherits, is
 * refused as bad input (400) with the field's message. Before, the list handlers read such a
 * filter as no filter at all and answered every row, as if the operator had asked for them.
 */
import { describe, expect, it } from 'vitest';
import { pathOf } from '@contract/endpoint';
import { RIDER_READS } from '@contract/endpoints/riders';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { REPORTS } from '@contract/endpoints/reports';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { READ_INPUT_MSG } from '@contract/schemas/inputs/reads';
import { call, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

const refused = (promt: string) => ({ suc: false, error: { code: 400, promt } });

describe('a read refuses a filter outside its closed set, with the field’s message', () => {
  it('the order list’s status and the ticket list’s kind, an inherited name included', async () => {
    const s = await signInAsPhone('13800000000');
    for (const name of ['constructor', 'toString', 'done']) {
      const orders = await call('GET', pathOf(RIDER_READS.orderList), { session: s, query: { status: name } });
      expect(orders.body, name).toEqual(refused(COMMON_INPUT_MSG.state));
      const tickets = await call('GET', pathOf(SUPPORT_READS.ticketList), { session: s, query: { kind: name } });
      expect(tickets.body, name).toEqual(refused(COMMON_INPUT_MSG.kind));
    }
    const ok = await call('GET', pathOf(RIDER_READS.orderList), { session: s, query: { status: 'paid', page: 1 } });
    expect(ok.body.suc).toBe(true);
    expect(ok.body.data.rows.every((o: { status: string }) => o.status === 'paid')).toBe(true);
  });

  it('paging out of range, and a sort order that is neither way', async () => {
    const s = await signInAsPhone('13800000000');
    const path = pathOf(RIDER_READS.userList);
    expect((await call('GET', path, { session: s, query: { pageSize: 5000 } })).body).toEqual(
      refused(COMMON_INPUT_MSG.pageSize),
    );
    expect((await call('GET', path, { session: s, query: { page: 'x' } })).body).toEqual(
      refused(COMMON_INPUT_MSG.page),
    );
    expect(
      (await call('GET', path, { session: s, query: { sortField: 'registeredAt', sortOrder: 'valueOf' } })).body,
    ).toEqual(refused(COMMON_INPUT_MSG.sortOrder));
  });

  it('a statement’s items need a day and a channel, in that order (the handler’s words)', async () => {
    const s = await signInAsPhone('13800000000');
    const path = pathOf(REPORTS.reconciliationItems);
    expect((await call('GET', path, { session: s, query: { channel: 'wechat' } })).body).toEqual(
      refused(READ_INPUT_MSG.statementDay),
    );
    expect(
      (await call('GET', path, { session: s, query: { date: '2026-11-01', channel: 'constructor' } })).body,
    ).toEqual(refused(READ_INPUT_MSG.channel));
  });
});
