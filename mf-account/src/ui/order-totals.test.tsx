import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { OrderTotals } from './order-totals';

const totals = { subtotal: 60, shipping: 0, tax: 4.8, discount: 0, total: 64.8 };

function renderTotals(overrides: Partial<typeof totals> = {}) {
  renderWithKit(<OrderTotals {...totals} {...overrides} />);
  return screen.getByTestId('order-totals').textContent;
}

describe('OrderTotals', () => {
  afterEach(cleanup);

  it('shows FREE shipping at 0 and no discount row when there is none', () => {
    const text = renderTotals();
    expect(text).toContain('ShippingFREE');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total$64.80');
  });

  it('prices paid shipping and shows a real discount', () => {
    const text = renderTotals({ shipping: 5.99, discount: 5 });
    expect(text).toContain('Shipping$5.99');
    expect(text).toContain('Discount−$5.00');
  });
});
