/**
 * A message both the console and the embedded backend show is written once, in contract/: the
 * literals written as the same text in both src/ and mocks/ are counted (scripts/shared-messages.mjs)
 * and the count may only go down; the validation messages named in contract/ are literals in neither.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { PHONE_FORMAT_MESSAGE } from '@contract/validators';
import { sharedMessages } from '../../scripts/shared-messages.mjs';

/** Literals in both today: lower it as messages move to contract/, never raise it. */
const SHARED = 105; // 115 before the phone, period, area, activity, trace, quick-link and ticket messages moved

describe('messages written once', () => {
  const shared = sharedMessages();

  it('the messages in both src/ and mocks/ are counted, and the count only goes down', () => {
    console.info(`Chinese messages written in both src/ and mocks/: ${shared.length}`);
    expect(shared.length).toBeLessThanOrEqual(SHARED);
  });

  it('the shared validation messages are named in contract/, written by neither side', () => {
    const named = [
      PHONE_FORMAT_MESSAGE,
      COMMON_INPUT_MSG.phone11,
      COMMON_INPUT_MSG.serviceArea,
      COMMON_INPUT_MSG.endBeforeStart,
      COMMON_INPUT_MSG.activityKind,
      COMMON_INPUT_MSG.inviteCondition,
      COMMON_INPUT_MSG.traceOrder,
      COMMON_INPUT_MSG.traceSpan,
      COMMON_INPUT_MSG.quickLinkInvalid,
      COMMON_INPUT_MSG.ticketClosedReply,
    ];
    expect(named.filter((m) => shared.includes(m))).toEqual([]);
  });
});
