import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sendAndCheck, type FuzzTally } from './answer-check';
import type { FuzzFixtures } from './fixtures';
import { requestArbitrary } from './request-arbitrary';
import type { RouteRow } from './route-row';
import type { SlotValues } from './wire';

export interface FuzzRun {
  baseUrl: string;
  fixtures: FuzzFixtures;
  tally: FuzzTally;
  numRuns: number;
}

/** Ids nobody has used yet, for examples that create something (a browser, a checkout, a subscriber). */
const freshIds = (): SlotValues => {
  const id = randomUUID();
  return { newId: id, newEmail: `fuzz-${id}@example.com` };
};

/**
 * Sends `numRuns` generated requests to the route one after another, each after making
 * the context it needs; the first bad answer fails the property, and fast-check shrinks
 * the request to the smallest one that still fails and reports it.
 */
export async function fuzzRoute(row: RouteRow, run: FuzzRun): Promise<void> {
  const property = fc.asyncProperty(requestArbitrary(row, run.fixtures), async (request) => {
    const slots = { ...freshIds(), ...(row.context ? await row.context(run.fixtures) : {}) };
    await sendAndCheck(run.baseUrl, row, request, slots, run.tally);
  });
  await fc.assert(property, { numRuns: run.numRuns });
}
