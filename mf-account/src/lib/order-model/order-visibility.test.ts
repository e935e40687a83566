import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@ps/shared/schemas';
import { offersReturn, showsDiscount, showsEstimatedDelivery, showsExpectedDeliveryOnCard } from './order-visibility';

const statusesWhere = (rule: (status: OrderStatus) => boolean) => ORDER_STATUSES.filter(rule);

describe('which order fields show for which status', () => {
  it('shows the expected delivery on history cards only while processing or shipped', () => {
    expect(statusesWhere(showsExpectedDeliveryOnCard)).toEqual(['processing', 'shipped']);
  });

  it('hides the estimated delivery once delivered or cancelled', () => {
    expect(statusesWhere(showsEstimatedDelivery)).toEqual(['pending', 'confirmed', 'processing', 'shipped']);
  });

  it('offers Return/Exchange only for delivered orders', () => {
    expect(statusesWhere(offersReturn)).toEqual(['delivered']);
  });

  it('shows a discount row only for a real discount', () => {
    expect(showsDiscount(0)).toBe(false);
    expect(showsDiscount(5)).toBe(true);
  });
});
