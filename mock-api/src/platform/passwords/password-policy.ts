import { readFileSync } from 'node:fs';
import { ACCOUNT_MESSAGES, PASSWORD_POLICY_MIN_LENGTH } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { PASSWORD_MAX_LENGTH } from './password-hash';

/*
 * common-passwords.txt: the entries of 10 or more characters from the frequency-ordered
 * password list of @zxcvbn-ts/language-common 4.1.3 (MIT), taken once and shipped here,
 * so nothing is downloaded at run time. Shorter ones already fail the length rule.
 */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.toLowerCase()),
);

/** The server's full check of a new password; the shared schema checks the length in forms too. */
export function passwordPolicyProblem(password: string, email?: string): string | undefined {
  if (password.length < PASSWORD_POLICY_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return ACCOUNT_MESSAGES.passwordTooCommon;
  if (email && lower === email.toLowerCase()) return ACCOUNT_MESSAGES.passwordIsEmail;
  return undefined;
}

export function assertPasswordPolicy(password: string, email?: string): void {
  const problem = passwordPolicyProblem(password, email);
  if (problem) throw AppError.validation(problem, { password: problem });
}
