import { describe, expect, it } from 'vitest';
import { ApiError } from '@ps/shared/api';
import { canSubmitEmail, checkEmail } from './email-input';
import { signupFailureMessage } from './signup-messages';

describe('checkEmail', () => {
  it('trims before checking and sending', () => {
    expect(checkEmail('  fan@example.com ')).toEqual({ ok: true, email: 'fan@example.com' });
  });

  it.each(['', '   '])('calls %j empty', (raw) => {
    expect(checkEmail(raw)).toEqual({ ok: false, problem: 'empty' });
  });

  it.each(['fan', 'fan@', 'fan@example', 'f an@example.com'])('calls %j invalid', (raw) => {
    expect(checkEmail(raw)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('allows submitting only once the trimmed value is not empty', () => {
    expect(canSubmitEmail('  ')).toBe(false);
    expect(canSubmitEmail(' a')).toBe(true);
  });
});

describe('signupFailureMessage', () => {
  it("shows the server's message when it sent one", () => {
    const error = new ApiError(409, '{}', { code: 'ALREADY_SUBSCRIBED', message: 'You are already in the Squad.' });
    expect(signupFailureMessage(error)).toBe('You are already in the Squad.');
  });

  it('falls back to a retry hint otherwise', () => {
    expect(signupFailureMessage(new ApiError(502, 'Bad Gateway', null))).toBe('Please try again later.');
    expect(signupFailureMessage(new TypeError('Failed to fetch'))).toBe('Please try again later.');
  });
});
