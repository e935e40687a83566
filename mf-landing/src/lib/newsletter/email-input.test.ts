import { describe, expect, it } from 'vitest';
import { canSubmitEmail, checkEmail } from './email-input';

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
