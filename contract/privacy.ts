/**
 * Personal data on the wire: the backend sends phone numbers masked (138****0000) and
 * ID-card numbers masked (330***********1234) in every reply. A holder of the reveal
 * code asks for one person's number by reference to the record it belongs to; the
 * backend checks the record is in the caller's scope and writes an operator-log entry.
 */

/** What a revealed number belongs to: a record the caller may open, by its id. */
export type RevealKind = 'rider' | 'order' | 'worksheet' | 'operator' | 'agent';

export const REVEAL_KINDS: readonly RevealKind[] = ['rider', 'order', 'worksheet', 'operator', 'agent'];

/** The record's noun in the operator log (用户 U0001234). */
export const REVEAL_KIND_LABEL: Record<RevealKind, string> = {
  rider: '用户',
  order: '订单',
  worksheet: '工单',
  operator: '后台用户',
  agent: '加盟商',
};

/** POST /platform/privacy/phone: reveal the phone number of one record. */
export interface PhoneRevealInput {
  kind: RevealKind;
  /** userId, orderId, worksheet id, opManId or agentId */
  id: string;
}

export interface PhoneRevealResult {
  phone: string;
}

export const REVEAL_CODE = '0705';
export const REVEAL_ACTION = '查看完整手机号';
/** The operator log's IP when the request names none (a call from the console's own machine). */
export const LOCAL_IP = '本机';

/** A mainland mobile number inside any text (not part of a longer run of digits). */
const PHONE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** An 18-character resident ID number inside any text: region, birth date, sequence, check character. */
const ID_NUMBER = String.raw`[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])`;
const ID_IN_TEXT = new RegExp(String.raw`(?<![\dA-Za-z])${ID_NUMBER}`, 'g');
const ID_STARS = '*'.repeat(11);

/** `138****0000`; anything that is not an 11-digit number is returned as it is. */
export function maskPhoneNumber(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** `330***********1234`: the first 3 and the last 4 characters of an 18-character ID number. */
export function maskIdNumber(id: string): string {
  return id.length === 18 ? `${id.slice(0, 3)}${ID_STARS}${id.slice(-4)}` : id;
}

/** A text with every phone and ID number in it masked (names, notes, log lines, CSV cells). */
export function maskPersonalText(text: string): string {
  if (text.length < 11) return text;
  return text.replace(ID_IN_TEXT, maskIdNumber).replace(PHONE_IN_TEXT, '$1****$2');
}

/*
 * The same numbers as they appear in JSON text, where a control character before them is
 * escaped (`\n`, `\u0001`): the escape's last character is a letter or a digit that does
 * not belong to the number, so these also accept a number right after an escape.
 */
const ESCAPED = String.raw`(?<=\\[nrtbf])|(?<=\\u00[\da-f]{2})`;
const PHONE_IN_JSON = new RegExp(String.raw`(?:(?<!\d)|${ESCAPED})1[3-9]\d{9}(?!\d)`);
const ID_IN_JSON = new RegExp(String.raw`(?:(?<![\dA-Za-z])|${ESCAPED})${ID_NUMBER}`);

/** Whether a JSON text holds a phone or ID number in any of its strings (one pass; the cheap check before masking). */
export function hasPersonalNumber(json: string): boolean {
  return PHONE_IN_JSON.test(json) || ID_IN_JSON.test(json);
}

/** A phone as sent by the backend: masked, so never a number one may dial or store. */
export const isMaskedPhone = (v: unknown): boolean => typeof v === 'string' && /^1[3-9]\d\*{4}\d{4}$/.test(v);

/** An escaped character right before a digit: there the JSON text and the string's value see different neighbours. */
const ESCAPE_BEFORE_DIGIT = /\\(?:[nrtbf]|u[\da-f]{4})\d/;
const SEVENTEEN_DIGITS = /\d{17}/;
const QUOTE = 34;
const COLON = 58;

/**
 * The JSON text `json` with its strings masked as maskPersonalText masks each (what a replacer
 * calling it on every string gives), without serializing again, when every number found is a
 * whole string value (`"phone":"13812345678"`, the lists' rows): undefined otherwise (a number
 * inside a note, a key, a number value, after an escape), for the caller to mask string by string.
 */
export function maskWholeValues(json: string): string | undefined {
  if (ESCAPE_BEFORE_DIGIT.test(json)) return undefined;
  let whole = true;
  /** a match is a whole value: right after its string's opening quote, its closing quote next, and no key */
  const check = (at: number, length: number, text: string) => {
    if (
      text.charCodeAt(at - 1) !== QUOTE ||
      text.charCodeAt(at + length) !== QUOTE ||
      text.charCodeAt(at + length + 1) === COLON
    )
      whole = false;
  };
  // an ID number is 17 digits and a check character: without such a run, no ID pass (its pattern is the costly one)
  const ids = !SEVENTEEN_DIGITS.test(json)
    ? json
    : json.replace(ID_IN_TEXT, (id: string, at: number, text: string) => {
        check(at, id.length, text);
        return maskIdNumber(id);
      });
  if (!whole) return undefined;
  const masked = ids.replace(PHONE_IN_TEXT, (phone: string, head: string, tail: string, at: number, text: string) => {
    check(at, phone.length, text);
    return `${head}****${tail}`;
  });
  return whole ? masked : undefined;
}
