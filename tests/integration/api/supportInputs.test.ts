/**
 * Support's writes are checked by their input schemas (contract/schemas/inputs/support.ts)
 * before the handler: each refusal carries the field's message, the same one 新建工单 shows
 * (contract/inputMessages.ts), and no ticket is made.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORT_WRITES } from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { SUPPORT_INPUT, SUPPORT_INPUT_MSG } from '@contract/inputMessages';
import { getSupportTickets } from '@mocks/db/supportTickets';
import { call, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

const refused = (promt: string) => ({ suc: false, error: { code: 400, promt } });
const ticket = { title: '车辆无法开锁', kind: 'fault', priority: 'high', content: '扫码后没有反应', attachments: [] };

describe('a new ticket', () => {
  it('naming a kind or priority outside its set, an inherited name included, is refused with the form’s words', async () => {
    const s = await signInAsPhone('13800000000');
    const before = getSupportTickets().length;
    const path = pathOf(SUPPORT_WRITES.ticketCreate);
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect((await call('POST', path, { session: s, body: { ...ticket, kind: name } })).body, name).toEqual(
        refused(SUPPORT_INPUT.kind.message),
      );
      expect((await call('POST', path, { session: s, body: { ...ticket, priority: name } })).body, name).toEqual(
        refused(SUPPORT_INPUT.priority.message),
      );
    }
    expect(getSupportTickets()).toHaveLength(before);
  });

  it('a blank or over-long text, too many attachments, a file that is no image', async () => {
    const s = await signInAsPhone('13800000000');
    const before = getSupportTickets().length;
    const path = pathOf(SUPPORT_WRITES.ticketCreate);
    expect((await call('POST', path, { session: s, body: { ...ticket, title: '   ' } })).body).toEqual(
      refused(SUPPORT_INPUT.title.empty),
    );
    expect((await call('POST', path, { session: s, body: { ...ticket, content: '长'.repeat(2001) } })).body).toEqual(
      refused('问题描述不超过2000字'),
    );
    const six = Array.from({ length: 6 }, (_, i) => `https://example.com/${i}.png`);
    expect((await call('POST', path, { session: s, body: { ...ticket, attachments: six } })).body).toEqual(
      refused(SUPPORT_INPUT_MSG.attachments),
    );
    expect(getSupportTickets()).toHaveLength(before);
    const upload = pathOf(SUPPORT_WRITES.attachmentUpload);
    expect((await call('POST', upload, { session: s, body: { dataUrl: 'data:text/plain;base64,aGk=' } })).body).toEqual(
      refused(SUPPORT_INPUT_MSG.image),
    );
    const made = await call('POST', path, { session: s, body: ticket });
    expect(made.body.data).toMatchObject({ title: ticket.title, kind: 'fault', priority: 'high', status: 'pending' });
    expect(getSupportTickets()).toHaveLength(before + 1);
  });
});
