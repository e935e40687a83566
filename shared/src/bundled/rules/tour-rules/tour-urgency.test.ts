import { describe, expect, it } from 'vitest';
import { LOW_TICKETS_THRESHOLD, splitTourDates, ticketUrgency } from './tour-urgency';

const show = (ticketsRemaining: number | null, status: 'scheduled' | 'cancelled' | 'sold_out' = 'scheduled') => ({
  status,
  ticketsRemaining,
});

describe('ticketUrgency', () => {
  it('states the remaining count only below the threshold', () => {
    expect(ticketUrgency(show(LOW_TICKETS_THRESHOLD - 1))).toEqual({
      kind: 'low',
      remaining: 49,
      text: 'Only 49 tickets left',
    });
    expect(ticketUrgency(show(1)).text).toBe('Only 1 ticket left');
  });

  it('says "On sale now", with no number, at the threshold and above', () => {
    expect(ticketUrgency(show(LOW_TICKETS_THRESHOLD))).toEqual({ kind: 'on-sale', text: 'On sale now' });
    expect(ticketUrgency(show(1210)).text).toBe('On sale now');
  });

  it('claims nothing about a show whose count is unknown', () => {
    expect(ticketUrgency(show(null))).toEqual({ kind: 'on-sale', text: 'On sale now' });
  });

  it('never says "Selling fast": no sales history is stored', () => {
    for (const remaining of [null, 0, 1, 49, 50, 51, 5000]) {
      expect(ticketUrgency(show(remaining)).text).not.toMatch(/fast/i);
    }
  });

  it('calls a show sold out when flagged or when no ticket is left', () => {
    expect(ticketUrgency(show(300, 'sold_out')).kind).toBe('sold-out');
    expect(ticketUrgency(show(0)).kind).toBe('sold-out');
  });

  it('calls a cancelled show cancelled, whatever its count', () => {
    expect(ticketUrgency(show(3, 'cancelled'))).toEqual({ kind: 'cancelled', text: 'Cancelled' });
  });
});

describe('splitTourDates', () => {
  it('puts shows still to come first, soonest first, and played ones latest first', () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const at = (startsAt: string) => ({ startsAt });
    const { upcoming, past } = splitTourDates(
      [at('2030-07-01T20:00:00Z'), at('2030-05-01T20:00:00Z'), at('2030-06-10T20:00:00Z'), at('2030-05-20T20:00:00Z')],
      now,
    );
    expect(upcoming.map((s) => s.startsAt)).toEqual(['2030-06-10T20:00:00Z', '2030-07-01T20:00:00Z']);
    expect(past.map((s) => s.startsAt)).toEqual(['2030-05-20T20:00:00Z', '2030-05-01T20:00:00Z']);
  });
});
