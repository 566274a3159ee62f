/**
 * Money limits and the yuan parser: only decimal yuan with at most two decimals becomes fen,
 * exactly; hex, exponents, blanks, spaces, three decimals, NaN and Infinity are refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenProblem, MONEY_LIMITS, parseFen, parseYuan, yuanProblem, yuanText } from '@contract/money';
import { toFen } from '@/shared/utils/format';

describe('parseYuan', () => {
  it('reads decimal yuan with at most two decimals as integer fen', () => {
    expect(parseYuan('12')).toBe(1200);
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('12.50')).toBe(1250);
    expect(parseYuan(12.5)).toBe(1250);
    expect(parseYuan('0.01')).toBe(1);
    expect(parseYuan('-5')).toBe(-500);
    expect(parseYuan(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996: read as digits, not multiplied
  });

  it('refuses what is not such a number', () => {
    for (const v of ['0x10', '1e3', '', ' 1', '1 ', '0.015', '1.', '.5', '１２', 'NaN', 'Infinity', '+1', '1,000'])
      expect(parseYuan(v), v).toBeNull();
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, 0.015, 1e21, null, undefined, true, {}, []])
      expect(parseYuan(v), String(v)).toBeNull();
    expect(Number.isNaN(toFen('0x10'))).toBe(true);
    expect(Number.isNaN(toFen(0.001))).toBe(true);
  });

  it('round-trips every amount of fen through the text a form shows', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (fen) => parseYuan(yuanText(fen)) === fen));
  });
});

describe('limits', () => {
  it("a wire amount is integer fen within the field's limits, else the field's message", () => {
    expect(fenProblem(150, MONEY_LIMITS.startPrice)).toBeUndefined();
    for (const v of ['0x10', '1e3', -5, 0.015, '', null, 10001])
      expect(fenProblem(v, MONEY_LIMITS.startPrice), String(v)).toBe('起步价须在 0～100 元之间');
    expect(parseFen('16')).toBe(16);
    expect(fenProblem(0, MONEY_LIMITS.balanceAdjust)).toBe(MONEY_LIMITS.balanceAdjust.message);
    expect(yuanProblem('-5', MONEY_LIMITS.startPrice)).toBe('起步价须在 0～100 元之间');
    expect(yuanProblem('99999999', MONEY_LIMITS.dailyCap)).toBe('每日封顶须在 0～1000 元之间');
    expect(yuanProblem('0.001', MONEY_LIMITS.dispatchFee)).toBe('调度费须在 0～1000 元之间');
    expect(yuanProblem('0.02', MONEY_LIMITS.couponValue)).toBeUndefined();
  });
});
