import { randomInt } from 'node:crypto';
import { ORDER_NUMBER_ALPHABET } from '@ps/shared/schemas';

const RANDOM_LENGTH = 6;

/**
 * PS-2026-7KX4QM: the year it was placed, then 6 characters a shopper can read out
 * without mixing up 0/O or 1/I/L. Random, not sequential, so numbers do not reveal
 * sales volume and cannot be walked; about 887 million per year, so a clash is rare
 * and the insert simply retries.
 */
export function newOrderNumber(placedAt: Date, pick: (max: number) => number = randomInt): string {
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) {
    random += ORDER_NUMBER_ALPHABET[pick(ORDER_NUMBER_ALPHABET.length)];
  }
  return `PS-${placedAt.getUTCFullYear()}-${random}`;
}

/** An order number as a shopper might type it: any case, stray spaces. Null when it cannot be one. */
export function parseOrderNumber(input: string): string | null {
  const candidate = input.trim().toUpperCase();
  return /^PS-\d{4}-[A-Z0-9]{6}$/.test(candidate) ? candidate : null;
}
