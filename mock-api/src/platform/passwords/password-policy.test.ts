import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { passwordPolicyProblem } from './password-policy';

describe('passwordPolicyProblem', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordPolicyProblem('purple tiger stapler')).toBeUndefined();
  });

  it.each([
    ['short12!', ACCOUNT_MESSAGES.passwordTooShort],
    ['x'.repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
    ['password123', ACCOUNT_MESSAGES.passwordTooCommon],
    ['QwertyUiop', ACCOUNT_MESSAGES.passwordTooCommon],
    ['1qaz2wsx3edc', ACCOUNT_MESSAGES.passwordTooCommon],
  ])('refuses %s', (password, message) => {
    expect(passwordPolicyProblem(password)).toBe(message);
  });

  it('refuses the account e-mail as its password', () => {
    expect(passwordPolicyProblem('Fan@Example.com', 'fan@example.com')).toBe(ACCOUNT_MESSAGES.passwordIsEmail);
  });
});
