import { describe, expect, it } from 'vitest';
import { announcementLine, subscribers } from './announcement';

describe('announcementLine', () => {
  it('says nothing for a show not mailed yet', () => {
    expect(announcementLine({ announcedAt: null, announcedTo: null })).toBeNull();
  });

  it('names the day and the number of subscribers mailed', () => {
    expect(announcementLine({ announcedAt: '2026-11-24T12:00:00Z', announcedTo: 128 })).toBe(
      'Announced Nov 24, 2026 to 128 subscribers',
    );
    expect(subscribers(1)).toBe('1 subscriber');
    expect(subscribers(0)).toBe('0 subscribers');
  });
});
