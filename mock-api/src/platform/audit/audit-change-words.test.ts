import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-change-words';

describe('describeChanges', () => {
  it('lists the request’s fields without the answer’s status', () => {
    expect(describeChanges({ status: 200, body: { available: 12, reason: 'Restock', expectedVersion: 3 } })).toEqual([
      'available: 12',
      'reason: Restock',
      'expectedVersion: 3',
    ]);
  });

  it('names each changed setting with its old and new value', () => {
    expect(
      describeChanges({
        supportEmail: { from: 'a@x.example', to: 'b@x.example' },
        'band.figures.fans': { from: 10, to: null },
      }),
    ).toEqual(['supportEmail: a@x.example → b@x.example', 'band.figures.fans: 10 → none']);
  });

  it('puts a service’s own summary first and leaves out the from and to it already states', () => {
    expect(
      describeChanges({ summary: 'Processing → Shipped', from: 'processing', to: 'shipped', carrier: 'ups' }),
    ).toEqual(['Processing → Shipped', 'carrier: ups']);
  });

  it('sums up long lists and long texts instead of copying them', () => {
    const ids = Array.from({ length: 40 }, (_, index) => index);
    expect(describeChanges({ body: { ids, note: 'x'.repeat(200) } })).toEqual([
      'ids: 40 items',
      `note: ${'x'.repeat(80)}…`,
    ]);
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`f${index}`, index]));
    const lines = describeChanges({ body: many });
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toBe('and 9 more');
  });

  it('has nothing to say about a row without changes', () => {
    expect(describeChanges(null)).toEqual([]);
    expect(describeChanges({ status: 204 })).toEqual([]);
  });
});
