/**
 * A message or label both the console and the embedded backend show is written once, in contract/:
 * the literals written as the same text in both src/ and mocks/ are counted
 * (scripts/shared-messages.mjs); each one left is listed here with why it is not one text, and the
 * messages and labels named in contract/ are literals in neither.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { PHONE_FORMAT_MESSAGE } from '@contract/validators';
import { SYSTEM_ACTOR, type ColumnTitles } from '@contract/labels/columns';
import { ALARM_COLUMNS, OPS_TASK_COLUMNS, REPAIR_COLUMNS, VEHICLE_COLUMNS } from '@contract/labels/fleet';
import { DEVICE_LOG_COLUMNS, LOGIN_ACTION, OPERATOR_LOG_COLUMNS, VEHICLE_LOG_COLUMNS } from '@contract/labels/logs';
import { RIDE_COLUMNS, TRANSACTION_COLUMNS } from '@contract/labels/orders';
import { INVITE_PARTY, RECORD_NOUN } from '@contract/labels/records';
import { RIDER_COLUMNS } from '@contract/labels/riders';
import { WORKSHEET_COLUMNS } from '@contract/labels/worksheets';
import { REVIEW_MSG } from '@contract/messages/reviews';
import { UNAUTHORIZED_PROMPT } from '@contract/messages/session';
import { TICKET_MSG } from '@contract/messages/support';
import { DISCOUNT_CARD_PLANS, RIDING_CARD_PLANS } from '@contract/riders';
import { sharedMessages } from '../../scripts/shared-messages.mjs';

/** Every list's declared column titles (contract/labels/). */
const COLUMN_TITLES: readonly ColumnTitles[] = [
  TRANSACTION_COLUMNS,
  RIDE_COLUMNS,
  RIDER_COLUMNS,
  VEHICLE_COLUMNS,
  ALARM_COLUMNS,
  REPAIR_COLUMNS,
  OPS_TASK_COLUMNS,
  WORKSHEET_COLUMNS,
  OPERATOR_LOG_COLUMNS,
  VEHICLE_LOG_COLUMNS,
  DEVICE_LOG_COLUMNS,
];

/** The literals still in both, and why each is not one text both sides must keep equal. */
const LEFT: Record<string, string> = {
  新增优惠券: 'a page title (routes, the edit page) and the operator log’s action: the same words, two texts',
  编辑优惠券: 'a page title and the operator log’s action',
  新增自定义活动: 'a page title and the operator log’s action',
  编辑自定义活动: 'a page title and the operator log’s action',
  编辑固定活动: 'a page title and the operator log’s action',
  确认告警: 'the dialog’s title and the operator log’s action',
  移出黑名单: 'the button and dialog title, and the operator log’s action',
  生产数据: 'the menu group’s title, and the operator log’s target of a production write',
  微信支付:
    'the channel’s name on the deposit and reconciliation screens; in the backend a ride timeline’s “paid with” phrase among 钱包余额支付, 支付宝支付',
  服务区: 'a column and filter title; the backend strips it from an area’s name to name a district (西湖片区)',
  西湖服务区: 'a seeded area’s name, and the sample row of the production import template',
  无: 'one word: a card cell without a card, and a voltage scheme’s log line with no models',
};

describe('messages written once', () => {
  const shared = sharedMessages();

  it('the messages in both src/ and mocks/ are only those left with a reason (105 before the labels moved)', () => {
    console.info(`Chinese messages written in both src/ and mocks/: ${shared.length} (105 before)`);
    expect(shared).toEqual(Object.keys(LEFT).sort());
  });

  it('the shared messages and labels are named in contract/, written by neither side', () => {
    const named = [
      PHONE_FORMAT_MESSAGE,
      ...Object.values(COMMON_INPUT_MSG),
      UNAUTHORIZED_PROMPT,
      ...Object.values(REVIEW_MSG),
      ...Object.values(TICKET_MSG),
      ...Object.values(RECORD_NOUN),
      ...Object.values(INVITE_PARTY),
      SYSTEM_ACTOR,
      LOGIN_ACTION,
      ...Object.keys(RIDING_CARD_PLANS),
      ...Object.keys(DISCOUNT_CARD_PLANS),
      ...COLUMN_TITLES.flatMap((titles) => Object.values(titles)),
    ];
    expect(named.filter((m) => shared.includes(m) && !(m in LEFT))).toEqual([]);
  });
});
