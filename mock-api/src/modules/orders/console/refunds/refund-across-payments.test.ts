import { describe, expect, it } from 'vitest';
import { splitRefund } from './refund-across-payments';

const order = { id: 7, paymentReference: 'pi_checkout', totalCents: 5_300, refundedCents: 0, balanceDueCents: 0 };
const balance = { id: 3, amountCents: 300, refundedCents: 0, providerPaymentId: 'pi_balance' };

describe('splitRefund', () => {
  it('takes from the checkout payment first, then from the paid balances, oldest first', () => {
    expect(splitRefund(order, 'order-7-refund', 5_100, [balance])).toEqual([
      { paymentId: 'pi_checkout', idempotencyKey: 'order-7-refund', amountCents: 5_000, balanceId: null },
      { paymentId: 'pi_balance', idempotencyKey: 'order-7-refund-balance-3', amountCents: 100, balanceId: 3 },
    ]);
    expect(splitRefund(order, 'order-7-refund', 4_000, [balance])).toEqual([
      { paymentId: 'pi_checkout', idempotencyKey: 'order-7-refund', amountCents: 4_000, balanceId: null },
    ]);
  });

  it('counts what each payment already gave back', () => {
    const refunded = { ...order, refundedCents: 5_100 };
    const partly = { ...balance, refundedCents: 100 };
    expect(splitRefund(refunded, 'k', 200, [partly])).toEqual([
      { paymentId: 'pi_balance', idempotencyKey: 'k-balance-3', amountCents: 200, balanceId: 3 },
    ]);
  });

  it('never gives back more than was taken, and nothing of a balance still due', () => {
    expect(() => splitRefund(order, 'k', 5_301, [balance])).toThrow('That is more than was taken: $53.00 is left');
    const due = { ...order, balanceDueCents: 300 };
    expect(() => splitRefund(due, 'k', 5_001, [])).toThrow('$50.00 is left to give back');
  });
});
