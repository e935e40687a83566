import { describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '@ps/shared/experiments';
import { LOW_TICKETS_THRESHOLD } from '@ps/shared/rules';
import { ticketCtaText } from './ticket-cta-text';

const configOf = (id: string) => {
  const variant = EXPERIMENTS['ticket-cta-optimization'].variants.find((candidate) => candidate.id === id);
  if (!variant) throw new Error(`no variant ${id}`);
  return variant.config;
};
const control = configOf('control');
const scarcity = configOf('scarcity');
const show = (ticketsRemaining: number | null) => ({ status: 'scheduled' as const, ticketsRemaining });

describe('ticketCtaText', () => {
  it("keeps a plain variant's words whatever the count", () => {
    expect(ticketCtaText(control, show(3))).toBe('GET TICKETS');
  });

  it('names a count in the scarcity variant only when it is below the threshold', () => {
    expect(ticketCtaText(scarcity, show(12))).toBe('ONLY 12 TICKETS LEFT');
    expect(ticketCtaText(scarcity, show(LOW_TICKETS_THRESHOLD))).toBe('ON SALE NOW');
    expect(ticketCtaText(scarcity, show(1210))).toBe('ON SALE NOW');
    expect(ticketCtaText(scarcity, show(null))).toBe('ON SALE NOW');
  });
});
