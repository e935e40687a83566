import { describe, expect, it } from 'vitest';
import { ApiError } from '@ps/shared/api';
import { planServerError, retryAfterText } from './server-error-plan';

const FIELDS = ['email', 'password'];
const apiError = (status: number, body: object, retryAfter?: number) =>
  new ApiError(status, JSON.stringify(body), body as never, retryAfter);

describe('planServerError', () => {
  it('puts every field message beside its field and raises no alert when all of them fit', () => {
    const error = apiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      fields: { email: 'Email is taken', password: 'Too common' },
    });
    expect(planServerError(error, FIELDS, 'Sign-in failed')).toEqual({
      fields: [
        { name: 'email', message: 'Email is taken' },
        { name: 'password', message: 'Too common' },
      ],
      alert: null,
    });
  });

  it("raises the server's message as an alert when a field is not on this form", () => {
    const error = apiError(400, { code: 'VALIDATION_ERROR', message: 'Invalid request', fields: { token: 'Expired' } });
    expect(planServerError(error, FIELDS, 'Failed')).toEqual({ fields: [], alert: 'Invalid request' });
  });

  it('reads field paths inside a larger body when told their prefix', () => {
    const error = apiError(400, { code: 'VALIDATION_ERROR', message: 'Invalid', fields: { 'customer.email': 'Bad' } });
    expect(planServerError(error, FIELDS, 'Failed', 'customer.')).toEqual({
      fields: [{ name: 'email', message: 'Bad' }],
      alert: null,
    });
  });

  it('shows a wrong-password answer as an alert', () => {
    const error = apiError(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' });
    expect(planServerError(error, FIELDS, 'Failed').alert).toBe('Wrong e-mail or password');
  });

  it('says when to try again after a 429', () => {
    const error = apiError(429, { code: 'RATE_LIMITED', message: 'Too many sign-in attempts.' }, 840);
    expect(planServerError(error, FIELDS, 'Failed').alert).toBe('Too many sign-in attempts. Try again in 14 minutes.');
  });

  it('keeps server internals out of the alert and tells a network failure apart', () => {
    expect(planServerError(apiError(500, { code: 'INTERNAL', message: 'boom' }), FIELDS, 'Failed').alert).toBe(
      'Failed',
    );
    expect(planServerError(new TypeError('Failed to fetch'), FIELDS, 'Failed').alert).toMatch(/couldn't reach/);
  });
});

describe('retryAfterText', () => {
  it('rounds up to the unit a person would use', () => {
    expect(retryAfterText(1)).toBe('Try again in 1 second.');
    expect(retryAfterText(45)).toBe('Try again in 45 seconds.');
    expect(retryAfterText(61)).toBe('Try again in 2 minutes.');
    expect(retryAfterText(3600)).toBe('Try again in 60 minutes.');
    expect(retryAfterText(3 * 3600)).toBe('Try again in 3 hours.');
    expect(retryAfterText(undefined)).toBe('Try again in a few minutes.');
  });
});
