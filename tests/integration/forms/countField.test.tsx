/**
 * Counts are whole numbers within the contract's limits, refused (never rounded or clamped):
 * the form shows the field's message and sends nothing for 7.5, −1 or 1e3, and sends the
 * number read exactly otherwise (a discount of 8.5 折 is 85 tenths); the backend refuses such
 * bodies with the same message and changes nothing.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { COUNT_LIMITS } from '@contract/money';
import { CountField, countOf } from '@/shared/ui/CountField';
import { getPricing } from '@mocks/db/pricing';
import { call, pricingBody, setupRawBackend, signInAsPhone } from '../api/backendSession';

setupRawBackend();

function Minutes({ send }: { send: (v: { minutes: number; discount: number }) => void }) {
  return (
    <Form
      onFinish={(v: { minutes: unknown; discount: unknown }) =>
        send({ minutes: countOf(v.minutes), discount: countOf(v.discount, 1) })
      }
    >
      <CountField name="minutes" limit={COUNT_LIMITS.startMinutes} unit="分钟" />
      <CountField name="discount" limit={COUNT_LIMITS.discount} decimals={1} unit="折" />
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('count fields', () => {
  it("show the field's message and send nothing for 7.5, −1 and 1e3; a valid count is sent as read", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<Minutes send={send} />);
    const minutes = screen.getByRole('textbox', { name: '起步时长' });
    const discount = screen.getByRole('textbox', { name: '折扣' });
    await user.type(discount, '8.5');
    for (const bad of ['7.5', '-1', '1e3']) {
      await user.clear(minutes);
      await user.type(minutes, bad);
      await user.click(screen.getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText(COUNT_LIMITS.startMinutes.message)).toBeInTheDocument();
      // the typed text stays as it was: nothing rounded or clamped
      expect(minutes).toHaveValue(bad);
    }
    await user.clear(discount);
    await user.type(discount, '8.55');
    expect(await screen.findByText(COUNT_LIMITS.discount.message)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.clear(discount);
    await user.type(discount, '8.5');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ minutes: 15, discount: 85 }));
  }, 30_000);

  it("are refused by the backend with the same message: 计费配置's minutes and a coupon's discount", async () => {
    const s = await signInAsPhone('13800000000');
    const rule = getPricing()[0];
    const before = JSON.stringify(rule);
    const body = pricingBody(rule);
    for (const v of [7.5, -1, '1e3', '0x10', 1000]) {
      const res = await call('PUT', '/platform/marketing/pricing', { session: s, body: { ...body, startMinutes: v } });
      expect(res.body.error?.promt, String(v)).toBe(COUNT_LIMITS.startMinutes.message);
    }
    expect(JSON.stringify(rule)).toBe(before);
    const coupon = {
      name: '折扣测试券',
      kind: 'discount',
      threshold: 0,
      validDays: 7,
      stock: 10,
      limitPerRider: 1,
      serviceAreaIds: [rule.serviceAreaId],
    };
    for (const v of [85.5, -1, '1e3', 100]) {
      const res = await call('POST', '/platform/marketing/coupon', { session: s, body: { ...coupon, value: v } });
      expect(res.body.error?.promt, String(v)).toBe(COUNT_LIMITS.discount.message);
    }
  }, 60_000);
});
