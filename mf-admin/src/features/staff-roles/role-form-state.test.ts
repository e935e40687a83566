import { describe, expect, it } from 'vitest';
import { bodyOf, formStateOf } from './role-form-state';

describe('the role form', () => {
  it('sends the limit in cents, and no limit when it is empty', () => {
    expect(bodyOf({ name: ' Merch desk ', permissions: ['orders.refund'], refundLimit: '49.99' })).toEqual({
      name: 'Merch desk',
      permissions: ['orders.refund'],
      refundLimitCents: 4999,
    });
    expect(bodyOf({ name: 'a', permissions: [], refundLimit: ' ' })?.refundLimitCents).toBeNull();
  });

  it('refuses a limit that is not an amount instead of sending no limit', () => {
    expect(bodyOf({ name: 'a', permissions: [], refundLimit: 'ten' })).toBeNull();
    expect(bodyOf({ name: 'a', permissions: [], refundLimit: '-5' })).toBeNull();
  });

  it('shows a saved limit in dollars', () => {
    const role = { id: 3, name: 'desk', permissions: [], refundLimitCents: 5000, members: 0, locked: false };
    expect(formStateOf(role).refundLimit).toBe('50.00');
  });
});
