import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_TONES } from './payment-status-badge';

describe('payment status colours', () => {
  it('colours paid green, failed red and everything else yellow (spec 3 §2)', () => {
    expect(PAYMENT_STATUS_TONES).toEqual({
      pending: 'accent',
      paid: 'success',
      failed: 'danger',
      partially_refunded: 'accent',
      refunded: 'accent',
      voided: 'accent',
    });
  });
});
