import { describe, expect, it } from 'vitest';
import { assignVariant, chooseVariant } from './assign-variant';
import type { Experiment } from './experiment';
import { EXPERIMENTS, EXPERIMENT_IDS } from './running-experiments';

const now = new Date('2024-06-01T00:00:00.000Z');
const SIMULATED_USERS = 10_000;

/** Deterministic, UUID-shaped ids, so the test cannot flake. */
const userIds = Array.from(
  { length: SIMULATED_USERS },
  (_, index) =>
    `${index.toString(16).padStart(8, '0')}-7a1c-4b2d-9e3f-${(index * 7919).toString(16).padStart(12, '0')}`,
);

describe('experiment assignment', () => {
  it.each(EXPERIMENT_IDS)('splits 10,000 visitors of %s within 2 points of each weight', (id) => {
    const experiment: Experiment<unknown> = EXPERIMENTS[id];
    const counts = new Map<string, number>();
    for (const userId of userIds) {
      const { variant } = assignVariant(experiment, { userId, storedVariantId: undefined, now });
      counts.set(variant.id, (counts.get(variant.id) ?? 0) + 1);
    }
    for (const variant of experiment.variants) {
      const share = ((counts.get(variant.id) ?? 0) / SIMULATED_USERS) * 100;
      expect(Math.abs(share - variant.weight)).toBeLessThan(2);
    }
  });

  it('gives the same visitor the same variant every time', () => {
    const variantsOf = (userId: string) =>
      EXPERIMENT_IDS.map(
        (id) => assignVariant<unknown>(EXPERIMENTS[id], { userId, storedVariantId: undefined, now }).variant.id,
      );
    for (const userId of userIds.slice(0, 200)) expect(variantsOf(userId)).toEqual(variantsOf(userId));
  });

  it('walks cumulative weights, with the first variant as the fallback', () => {
    const experiment = EXPERIMENTS['newsletter-signup-optimization'];
    expect(chooseVariant(experiment, 0).id).toBe('control');
    expect(chooseVariant(experiment, 0.4999).id).toBe('control');
    expect(chooseVariant(experiment, 0.5).id).toBe('variant-a');
    expect(chooseVariant(experiment, 0.75).id).toBe('variant-b');
    expect(chooseVariant(experiment, 1).id).toBe('control');
  });

  it('reuses a stored assignment and marks only fresh choices for storing', () => {
    const experiment = EXPERIMENTS['ticket-cta-optimization'];
    const stored = assignVariant(experiment, { userId: 'u', storedVariantId: 'scarcity', now });
    expect(stored).toEqual({ variant: experiment.variants[2], isNew: false });
    expect(assignVariant(experiment, { userId: 'u', storedVariantId: 'gone', now }).isNew).toBe(true);
  });

  it.each([
    ['is paused', { status: 'paused' as const }, now],
    ['has not started', {}, new Date('2024-02-29T23:59:59.000Z')],
    ['has ended', { endDate: '2024-05-01T00:00:00.000Z' }, now],
  ])('returns the control and stores nothing when the experiment %s', (_case, override, at) => {
    const experiment = { ...EXPERIMENTS['ticket-cta-optimization'], ...override };
    expect(assignVariant(experiment, { userId: userIds[1]!, storedVariantId: undefined, now: at })).toEqual({
      variant: experiment.variants[0],
      isNew: false,
    });
  });

  it('returns the control and stores nothing for a visitor without an id (no consent)', () => {
    const experiment = EXPERIMENTS['ticket-cta-optimization'];
    expect(assignVariant(experiment, { userId: null, storedVariantId: undefined, now })).toEqual({
      variant: experiment.variants[0],
      isNew: false,
    });
  });

  it('has the spec weights and texts', () => {
    const ticket = EXPERIMENTS['ticket-cta-optimization'].variants;
    expect(ticket.map(({ id, weight, config }) => [id, weight, config.text, config.scarcity])).toEqual([
      ['control', 33.33, 'GET TICKETS', false],
      ['urgency', 33.33, 'SECURE YOUR SPOT NOW', false],
      ['scarcity', 33.34, 'GET TICKETS', true],
    ]);
    const newsletter = EXPERIMENTS['newsletter-signup-optimization'].variants;
    expect(newsletter.map(({ id, weight }) => [id, weight])).toEqual([
      ['control', 50],
      ['variant-a', 25],
      ['variant-b', 25],
    ]);
  });
});
