import { describe, expect, it } from 'vitest';
import { announcementLine, cancellationLine, cancellationNotice, subscribers } from './announcement';

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

describe('cancellationNotice', () => {
  const announced = '2026-11-24T12:00:00Z';

  it('counts the subscribers who were told and will be mailed', () => {
    expect(cancellationNotice({ announcedAt: announced, cancellationAudience: 42 })).toMatch(
      /^42 subscribers who were told about it get an e-mail that it is cancelled/,
    );
    expect(cancellationNotice({ announcedAt: announced, cancellationAudience: 1 })).toMatch(
      /^1 subscriber who was told about it gets an e-mail/,
    );
  });

  it('says nobody is mailed for a show never announced, or when everyone told has left', () => {
    expect(cancellationNotice({ announcedAt: null, cancellationAudience: 0 })).toBe(
      'It was never announced, so nobody is e-mailed.',
    );
    expect(cancellationNotice({ announcedAt: announced, cancellationAudience: 0 })).toBe(
      'Nobody who was told about it is still subscribed, so nobody is e-mailed.',
    );
  });
});

describe('cancellationLine', () => {
  it('says how many were told once the show is cancelled, and nothing for a silent cancel', () => {
    expect(cancellationLine({ status: 'cancelled', cancellationMailedTo: 42 })).toBe(
      '42 subscribers told it is cancelled',
    );
    expect(cancellationLine({ status: 'cancelled', cancellationMailedTo: null })).toBeNull();
    expect(cancellationLine({ status: 'scheduled', cancellationMailedTo: null })).toBeNull();
  });
});
