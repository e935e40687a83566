import { describe, expect, it } from 'vitest';
import { storeClaims } from './store-claims';

describe('storeClaims', () => {
  it('when every figure is known, then each comes from the facts given', () => {
    expect(storeClaims({ productCount: 64, ordersShipped: 1200, freeShippingThreshold: 50 })).toEqual([
      { figure: '64', label: 'products' },
      { figure: '1,200', label: 'orders shipped' },
      { figure: '3–5', label: 'business days standard delivery' },
      { figure: '$50.00', label: 'and up ships free' },
    ]);
  });

  it('when nothing has shipped and the figures are still loading, then only the delivery window is claimed', () => {
    expect(storeClaims({ productCount: undefined, ordersShipped: 0, freeShippingThreshold: undefined })).toEqual([
      { figure: '3–5', label: 'business days standard delivery' },
    ]);
  });

  it('never claims customers or ratings the shop does not record', () => {
    const labels = storeClaims({ productCount: 3, ordersShipped: 3, freeShippingThreshold: 0 }).map((c) => c.label);
    expect(labels.join(' ')).not.toMatch(/customer|rating/i);
  });
});
