import { describe, expect, it } from 'vitest';
import { everythingLeft, lineLabel, parcelLines } from './parcel-lines';

describe('parcel lines', () => {
  it('keep the lines typed as whole numbers above zero', () => {
    expect(parcelLines({ 1: '2', 2: '', 3: '0', 4: '1.5', 5: 'x' })).toEqual([{ itemId: 1, quantity: 2 }]);
  });

  it('start from everything still to ship', () => {
    expect(everythingLeft({ toShip: [{ itemId: 7, quantity: 3 }] })).toEqual({ 7: '3' });
  });

  it('name a line by its product and variant', () => {
    const items = [{ id: 7, productName: 'Panic Tee', variantName: 'M' }] as never;
    expect(lineLabel({ items }, { itemId: 7, quantity: 2 })).toBe('2 × Panic Tee (M)');
  });
});
