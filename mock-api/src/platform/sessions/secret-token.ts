import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, CSRF tokens and one-time links. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: enough to find it again, useless to sign in with. */
export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Compares in constant time, so the answer's speed tells nothing about how much matched. */
export function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
