import { describe, expect, it } from 'vitest';
import { formatDeliveryDate, formatOrderDate } from './order-dates';
import { normalizeOrderNumber } from './order-number';

describe('order dates and numbers', () => {
  it('shows a delivery date as the calendar day the API sent', () => {
    expect(formatDeliveryDate('2026-01-09')).toBe('Fri, Jan 9, 2026');
  });

  it('shows the placed date in medium style', () => {
    expect(formatOrderDate('2026-03-15T12:00:00.000Z')).toMatch(/^Mar \d{1,2}, 2026$/);
  });

  it('normalises typed order numbers', () => {
    expect(normalizeOrderNumber('  ps-2026-7kx4qm ')).toBe('PS-2026-7KX4QM');
  });
});
