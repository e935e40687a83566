import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { verifyScrypt } from './scrypt-hash';

/*
 * Argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): memory-hard
 * like the scrypt it replaces, and the standard choice today. The parameters travel in
 * the stored PHC string, so raising them later leaves old hashes valid until rehashed.
 */
/** The package's enum is a const enum, which this build cannot read at run time; its value is fixed. */
const ARGON2ID: Algorithm.Argon2id = 2;
const PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMETERS.memoryCost},t=${PARAMETERS.timeCost},p=${PARAMETERS.parallelism}$`;

/** Passwords past this length are refused before hashing, so nobody can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), PARAMETERS);
}

export interface PasswordCheck {
  valid: boolean;
  /** The hash uses an older scheme or parameters: store a new one now that the password is known. */
  needsRehash: boolean;
}

export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith('scrypt$')) return { valid: await verifyScrypt(password, stored), needsRehash: true };
  if (!stored.startsWith('$argon2')) return { valid: false, needsRehash: false };
  const valid = await verify(stored, password.normalize('NFKC')).catch(() => false);
  return { valid, needsRehash: !stored.startsWith(CURRENT_PREFIX) };
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash of nothing in particular, so a sign-in with an
 * unknown e-mail costs the same time as one with a wrong password.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('a password that no account has');
  await checkPassword(password, await dummyHash);
}
