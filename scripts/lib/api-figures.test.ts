import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  INVALID,
  catalogVerdict,
  createOrderVerdict,
  formatRatio,
  machineVerdict,
  ratioTo,
} from './api-figures.mjs';
import { percentile } from './latency-recorder.mjs';

describe('ratioTo', () => {
  it('gives the API as a fraction of the bare route', () => {
    expect(ratioTo(6000, 10_000)).toBeCloseTo(0.6);
    expect(formatRatio(ratioTo(3300, 10_000))).toBe('0.33x');
  });

  it('gives 0 when the bare route answered nothing', () => {
    expect(ratioTo(500, 0)).toBe(0);
  });
});

describe('percentile', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1);

  it('reads the value below which the fraction of latencies lies', () => {
    expect(percentile(sorted, 0.5)).toBe(51);
    expect(percentile(sorted, 0.99)).toBe(100);
  });

  it('stays within a short list and gives 0 for none', () => {
    expect(percentile([7, 9], 0.99)).toBe(9);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('machineVerdict', () => {
  it('trusts a run that starts at or under a load average of 1.0', () => {
    expect(machineVerdict(1.0)).toMatchObject({ quiet: true });
    expect(machineVerdict(0.12).message).toContain('0.12');
  });

  it('marks the figures invalid above it, naming the load', () => {
    const verdict = machineVerdict(7.25);
    expect(verdict.quiet).toBe(false);
    expect(verdict.message).toMatch(/7\.25.*NOT VALID/);
  });
});

describe('catalogVerdict', () => {
  const at50 = { connections: BUDGET.connections, quiet: true };

  it('is within budget at 0.6x or more with p99 at most 20 ms', () => {
    expect(catalogVerdict({ ...at50, ratio: 0.6, p99: 20 })).toBe('within budget');
  });

  it('names each figure outside the budget', () => {
    expect(catalogVerdict({ ...at50, ratio: 0.33, p99: 53 })).toBe('outside: 0.33x < 0.60x, p99 53 ms > 20 ms');
    expect(catalogVerdict({ ...at50, ratio: 0.9, p99: 21 })).toBe('outside: p99 21 ms > 20 ms');
  });

  it('gives no verdict at a connection count without a budget', () => {
    expect(catalogVerdict({ connections: 10, quiet: true, ratio: 0.1, p99: 90 })).toBeUndefined();
  });

  it('compares nothing on a busy machine', () => {
    expect(catalogVerdict({ ...at50, quiet: false, ratio: 1, p99: 1 })).toBe(INVALID);
  });
});

describe('createOrderVerdict', () => {
  it('holds create-order to p99 at most 100 ms', () => {
    expect(createOrderVerdict({ p99: 100, quiet: true })).toBe('within budget');
    expect(createOrderVerdict({ p99: 386.04, quiet: true })).toBe('outside: p99 386.0 ms > 100 ms');
  });

  it('compares nothing on a busy machine', () => {
    expect(createOrderVerdict({ p99: 50, quiet: false })).toBe(INVALID);
  });
});
