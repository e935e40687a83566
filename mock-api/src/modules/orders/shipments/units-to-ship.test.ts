import { describe, expect, it } from 'vitest';
import { unitsToShip } from './units-to-ship';

const items = [
  { id: 1, quantity: 3 },
  { id: 2, quantity: 1 },
];

describe('unitsToShip', () => {
  it('owes every ordered unit before anything shipped or was refunded', () => {
    expect(unitsToShip(items, new Map(), new Map())).toEqual([
      { itemId: 1, quantity: 3 },
      { itemId: 2, quantity: 1 },
    ]);
  });

  it('takes away what shipped and what was refunded, and drops lines that owe nothing', () => {
    expect(
      unitsToShip(
        items,
        new Map([[1, 1]]),
        new Map([
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toEqual([{ itemId: 1, quantity: 1 }]);
  });

  it('never owes less than nothing when a shipped unit was refunded later', () => {
    expect(unitsToShip(items, new Map([[2, 1]]), new Map([[2, 1]]))).toEqual([{ itemId: 1, quantity: 3 }]);
  });
});
