/** Watermark text and geometry (business limits; issue 3 item 6). */
import { describe, expect, it } from 'vitest';
import { WATERMARK, watermarkGap, watermarkText } from '@/shared/utils/watermark';

describe('watermarkText', () => {
  it.each([
    ['骑享运营平台', '13800000000', '骑享000000'],
    ['骑享运营平台', '13812345678', '骑享345678'],
    ['共享运营平台', '13912345678', '共享345678'],
    ['小蓝单车', '13800000002', '小蓝单车000002'],
    ['骑享运营平台', ' 13812345678 ', '骑享345678'],
    ['骑享运营平台', undefined, '骑享'],
    ['骑享运营平台', '', '骑享'],
    [undefined, '13812345678', '345678'],
    ['运营平台', '13812345678', '345678'],
    ['', '', '请勿外传'],
    [undefined, undefined, '请勿外传'],
    ['运营平台', '1380', '请勿外传'],
  ])('title %j + phone %j → %j', (title, phone, expected) => {
    expect(watermarkText(title, phone)).toBe(expected);
  });

  it('takes the phone from its 6th character on (phone.slice(5))', () => {
    expect(watermarkText('', '12345678901')).toBe('678901');
    expect(watermarkText('骑享运营平台', '12345')).toBe('骑享');
    expect(watermarkText('骑享运营平台', '123456')).toBe('骑享6');
  });
});

describe('WATERMARK', () => {
  it('rotates 30 degrees in rgba(184,184,184,0.15)', () => {
    expect(WATERMARK.rotate).toBe(30);
    expect(WATERMARK.color).toBe('rgba(184,184,184,0.15)');
  });

  it('gives antd a 400×300 cell per mark: rotated text box + gap', () => {
    const a = (WATERMARK.rotate * Math.PI) / 180;
    const cutW = WATERMARK.width * Math.cos(a) + WATERMARK.height * Math.sin(a);
    const cutH = WATERMARK.width * Math.sin(a) + WATERMARK.height * Math.cos(a);
    const [gx, gy] = WATERMARK.gap;
    expect(gx).toBeGreaterThan(0);
    expect(gy).toBeGreaterThan(0);
    // antd: background size = floor(2 × (cutW + gapX)) — the alternate layout holds two marks
    expect(Math.floor(2 * (cutW + gx))).toBe(800);
    expect(cutW + gx).toBeCloseTo(400, 5);
    expect(cutH + gy).toBeCloseTo(300, 5);
  });

  it('watermarkGap works for other boxes and negative angles', () => {
    const [gx, gy] = watermarkGap({ width: 100, height: 0 }, -90);
    expect(gx).toBeCloseTo(400, 5);
    expect(gy).toBeCloseTo(200, 5);
  });
});
