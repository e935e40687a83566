import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { changedLines, draftsOf } from './line-changes';

const order = {
  items: [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
    { id: 3, quantity: 1 },
  ],
  lineOptions: [
    { itemId: 1, variantId: 10, variants: [] },
    { itemId: 2, variantId: 20, variants: [] },
    { itemId: 3, variantId: null, variants: [] },
  ],
} as unknown as AdminOrderDetail;

describe('line changes of the edit dialog', () => {
  it('when nothing is touched, then nothing is sent and a deleted variant line is not editable', () => {
    expect(draftsOf(order)).toEqual({ 1: { variantId: 10, quantity: '2' }, 2: { variantId: 20, quantity: '1' } });
    expect(changedLines(order, draftsOf(order))).toEqual([]);
  });

  it('when a size is swapped and a line emptied, then only those two lines are sent', () => {
    const drafts = { ...draftsOf(order), 1: { variantId: 11, quantity: '2' }, 2: { variantId: 20, quantity: '0' } };
    expect(changedLines(order, drafts)).toEqual([
      { itemId: 1, variantId: 11, quantity: 2 },
      { itemId: 2, variantId: 20, quantity: 0 },
    ]);
  });

  it('when a quantity is not a whole number, then that line is left out', () => {
    expect(changedLines(order, { ...draftsOf(order), 1: { variantId: 10, quantity: '1.5' } })).toEqual([]);
  });
});
