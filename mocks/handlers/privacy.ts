/**
 * Revealing a masked phone number (DESIGN.md §11 Privacy): code 0705; every reveal is an
 * operator-log entry (who, whose, when).
 *
 *   POST /platform/privacy/phone   { phone, subject } → { phone }
 */
import { REVEAL_ACTION, type PhoneRevealInput } from '@contract/privacy';
import { isPhone } from '@contract/validators';
import { logOperatorAction } from '../db/operatorLogs';
import { BASE, BizError, route } from '../lib/route';
import { maskPhone } from '../../src/shared/utils/format';
import { USER_WRITES } from '@contract/actions';

export const privacyHandlers = [
  route<Partial<PhoneRevealInput>>('post', `${BASE.main}/platform/privacy/phone`, { action: USER_WRITES.revealPhone }, ({ body, caller }) => {
    if (!isPhone(body.phone)) throw new BizError('手机号码格式不正确');
    const subject = typeof body.subject === 'string' && body.subject.trim() ? body.subject.trim().slice(0, 60) : '未注明';
    logOperatorAction(caller.operator, REVEAL_ACTION, `${subject}（${maskPhone(body.phone)}）`);
    return { phone: body.phone };
  }),
];
