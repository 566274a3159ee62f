/**
 * What staff did to a ride during the session (ended it, adjusted its fee), for the
 * order's timeline. The ride's own events (unlock, return, payment) and its
 * refunds are derived from the order and the refunds when the timeline is read.
 */
import { lazy } from './lazy';
import { nowIso } from '../../src/shared/utils/clock';

export interface OrderEvent {
  kind: 'end' | 'adjust';
  title: string;
  detail: string;
  by: string;
  at: string;
}

const store = lazy(() => new Map<string, OrderEvent[]>());

export const orderEventsOf = (orderId: string): readonly OrderEvent[] => store().get(orderId) ?? [];

export function addOrderEvent(orderId: string, e: Omit<OrderEvent, 'at'>): OrderEvent {
  const ev: OrderEvent = { ...e, at: nowIso() };
  store().set(orderId, [...orderEventsOf(orderId), ev]);
  return ev;
}
