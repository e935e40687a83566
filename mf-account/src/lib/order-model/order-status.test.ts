import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@ps/shared/schemas';
import { describeOrderStatus, isOrderStatus } from './order-status';

describe('order status wording', () => {
  it('uses the spec’s tracking labels', () => {
    expect(ORDER_STATUSES.map((status) => describeOrderStatus(status).trackingLabel)).toEqual([
      'Order Received',
      'Payment Confirmed',
      'Being Prepared',
      'On the Way',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
  });

  it('names statuses as the history filter does', () => {
    expect(ORDER_STATUSES.map((status) => describeOrderStatus(status).name)).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
  });

  it('gives every status its own description and colour', () => {
    const texts = ORDER_STATUSES.map(describeOrderStatus);
    expect(new Set(texts.map((text) => text.trackingDescription)).size).toBe(ORDER_STATUSES.length);
    expect(new Set(texts.map((text) => text.tone)).size).toBe(ORDER_STATUSES.length);
    expect(describeOrderStatus('delivered').tone).toBe('success');
    expect(describeOrderStatus('cancelled').tone).toBe('danger');
  });

  it('recognises only real statuses', () => {
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});
