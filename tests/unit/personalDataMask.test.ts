/** Masking of phone and ID numbers in any text the backend sends (contract/privacy.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasPersonalNumber,
  isMaskedPhone,
  maskIdNumber,
  maskPersonalText,
  maskPhoneNumber,
  maskWholeValues,
} from '@contract/privacy';

const FULL_PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/;
const FULL_ID =
  /(?<![\dA-Za-z])[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\dA-Za-z])/;
const RUNS = Number(process.env.PROPERTY_RUNS) || 300;

const phone = fc
  .tuple(fc.constantFrom('13', '15', '17', '18', '19'), fc.integer({ min: 0, max: 999_999_999 }))
  .map(([h, n]) => `${h}${String(n).padStart(9, '0')}`);
const id = fc
  .tuple(
    fc.integer({ min: 110000, max: 659999 }),
    fc.date({ min: new Date('1950-01-01'), max: new Date('2009-12-31'), noInvalidDate: true }),
    fc.integer({ min: 0, max: 999 }),
    fc.constantFrom(...'0123456789X'),
  )
  .map(
    ([area, d, seq, check]) =>
      `${area}${d.toISOString().slice(0, 10).replace(/-/g, '')}${String(seq).padStart(3, '0')}${check}`,
  );
const text = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('，', ' ', '：', '手机', 'ID', '\n', '\u0001', '"'),
      phone,
      id,
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''));
/** What route() sent before maskWholeValues: every string of the reply masked by a replacer. */
const replacerMasked = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) => (typeof x === 'string' ? maskPersonalText(x) : x));

describe('maskPersonalText', () => {
  it('masks phones as 138****0000 and ID numbers as 330***********1234, in any text', () => {
    expect(maskPhoneNumber('13800000000')).toBe('138****0000');
    expect(maskIdNumber('330106199001011234')).toBe('330***********1234');
    expect(maskPersonalText('请回电13912345678，身份证33010619900101123X。')).toBe(
      '请回电139****5678，身份证330***********123X。',
    );
    expect(isMaskedPhone('139****5678')).toBe(true);
    expect(isMaskedPhone('13912345678')).toBe(false);
  });

  it('leaves other numbers alone: ids, IMEIs, times, amounts, coordinates of other lengths', () => {
    for (const s of [
      'O20261124001',
      '861234567890123',
      '1732345678901',
      '2026-11-23T14:30:00+08:00',
      '120.155070',
      '12345678901',
    ]) {
      expect(maskPersonalText(s)).toBe(s);
    }
  });

  it('the check on a whole JSON reply sees numbers after escaped control characters too', () => {
    const json = (a: string) => JSON.stringify({ a, n: 30.123 });
    for (const a of [
      '13812345678',
      'x\n13812345678',
      '\u000113812345678',
      '\n330106199001011234',
      '330106199001011234',
    ])
      expect(hasPersonalNumber(json(a)), a).toBe(true);
    for (const a of ['A330106199001011234', '861234567890123', 'O20261124001'])
      expect(hasPersonalNumber(json(a)), a).toBe(false);
  });

  it('property: the result carries no full number, is stable when masked again, and keeps its length', () => {
    fc.assert(
      fc.property(text, (t) => {
        const masked = maskPersonalText(t);
        expect(masked).not.toMatch(FULL_PHONE);
        expect(masked).not.toMatch(FULL_ID);
        expect(maskPersonalText(masked)).toBe(masked);
        expect(masked).toHaveLength(t.length);
        // the reply-level check never lets a text with a number through unmasked
        if (masked !== t) expect(hasPersonalNumber(JSON.stringify({ rows: [{ note: t }] }))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('maskWholeValues', () => {
  it('masks a reply whose numbers are whole values (a list’s phone column) in its text, as the replacer did', () => {
    const rows = { rows: [{ userId: 'U1', phone: '13912345678', idCard: '330106199001011234', n: 1 }] };
    const json = JSON.stringify(rows);
    expect(maskWholeValues(json)).toBe(
      '{"rows":[{"userId":"U1","phone":"139****5678","idCard":"330***********1234","n":1}]}',
    );
    expect(maskWholeValues(json)).toBe(replacerMasked(rows));
  });

  it('leaves to the replacer a number inside a note, a key, a number value or after an escape', () => {
    for (const v of [
      { note: '请回电13912345678' },
      { '13912345678': 'x' },
      { n: 13912345678 },
      { note: '\u000113912345678' },
      { note: '\t330106199001011234' },
    ])
      expect(maskWholeValues(JSON.stringify(v)), JSON.stringify(v)).toBeUndefined();
  });

  it('property: whenever it answers, it answers what masking every string gives', () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        phone,
        id,
        fc.integer(),
        fc.constant(13912345678),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.oneof(fc.string({ maxLength: 4 }), phone), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const json = JSON.stringify(v);
        const fast = maskWholeValues(json);
        if (fast !== undefined) expect(fast).toBe(replacerMasked(v));
      }),
      { numRuns: RUNS },
    );
  });
});
