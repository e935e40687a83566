import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@ps/shared/schemas';
import { returnWindowClosesAt } from './return-window-closes';

const entry = (status: 'shipped' | 'delivered', timestamp: string | null): OrderDetail['timeline'][number] => ({
  status,
  title: status,
  description: '',
  timestamp,
  completed: timestamp !== null,
});

describe('returnWindowClosesAt', () => {
  it('counts the setting’s days from the delivery', () => {
    const timeline = [entry('shipped', '2026-10-30T09:00:00.000Z'), entry('delivered', '2026-11-01T12:00:00.000Z')];
    expect(returnWindowClosesAt(timeline, 45)).toBe('2026-12-16T12:00:00.000Z');
  });

  it('is null before delivery or before the settings arrive', () => {
    expect(returnWindowClosesAt([entry('delivered', null)], 30)).toBeNull();
    expect(returnWindowClosesAt([entry('delivered', '2026-11-01T12:00:00.000Z')], undefined)).toBeNull();
  });
});
