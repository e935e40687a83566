import fc from 'fast-check';
import type { z } from 'zod';
import type { Target } from './answer-check';
import type { FuzzFixtures } from './fixtures';
import type { SlotValues } from './wire';

/** One valid request to a route; values may be Slots filled from the row's context when it is sent. */
export interface Example {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, unknown>;
}

/**
 * A route as the fuzzer knows it: what a caller controls (the zod schemas the route
 * validates with), a valid request, and how to make the state that request needs.
 */
export interface RouteRow extends Target {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Valid requests, usually drawn from the fixtures (a real product, a browser's cart). */
  example(fixtures: FuzzFixtures): fc.Arbitrary<Example>;
  /** State made fresh before each request (a cart line, a checkout ready to pay); fills the example's Slots. */
  context?(fixtures: FuzzFixtures): Promise<SlotValues>;
  /** Share of the run's requests; 1 unless the route is slow to set up or cheap to cover. */
  weight?: number;
}

export const routeKey = (target: Pick<Target, 'method' | 'path'>) => `${target.method} ${target.path}`;

/** An example that is the same every time. */
export const always = (example: Example) => fc.constant(example);
