import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@ps/shared/console-schemas';
import { hashOfToken } from '../../platform/sessions/secret-token';

/** No 0/o, 1/l/i: read off paper without doubt. 31 symbols × 12 = about 59 bits per code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 4;
const GROUPS = 3;

function newCode(): string {
  const symbols = Array.from({ length: GROUP * GROUPS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return symbols.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
}

/** Typed as shown, in capitals or with spaces instead of dashes: the same code. */
export const normalizedRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

export const recoveryCodeHash = (typed: string) => hashOfToken(normalizedRecoveryCode(typed));

/** A fresh set: the codes to show once, and the hashes, the only thing stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
