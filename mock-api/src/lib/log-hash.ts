import { createHmac, randomBytes } from 'node:crypto';

/** Lives only in this process's memory, so a hash in a log cannot be matched to a value outside it. */
const KEY = randomBytes(32);

/**
 * A short keyed hash of a secret or personal value (a session id, an e-mail address): equal
 * values give equal hashes, so log lines of one process can be correlated, while the log
 * itself never holds the value.
 */
export function logHash(value: string): string {
  return createHmac('sha256', KEY).update(value).digest('hex').slice(0, 12);
}
