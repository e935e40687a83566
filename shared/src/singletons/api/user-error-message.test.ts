import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { UNREACHABLE, userErrorMessage } from './user-error-message';

const FALLBACK = 'The note was not saved.';
const refusal = (status: number, message?: string) =>
  new ApiError(status, 'Refused', message === undefined ? null : { code: 'REFUSED', message });

describe('userErrorMessage', () => {
  it('when the server refuses with a message (4xx), then it says the server’s message', () => {
    expect(userErrorMessage(refusal(422, 'The note is too long'), FALLBACK)).toBe('The note is too long');
    expect(userErrorMessage(refusal(499, 'Last of the 4xx'), FALLBACK)).toBe('Last of the 4xx');
  });

  it('when a 4xx has no error body, then it says the fallback', () => {
    expect(userErrorMessage(refusal(404), FALLBACK)).toBe(FALLBACK);
  });

  it('when the server fails (5xx), then it says the fallback, not the server’s words', () => {
    expect(userErrorMessage(refusal(500, 'Something went wrong on our side'), FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage(refusal(503, 'The shop is busy right now'), FALLBACK)).toBe(FALLBACK);
  });

  it('when the network fails (fetch throws a TypeError), then it says the server could not be reached', () => {
    expect(userErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(UNREACHABLE);
  });

  it('when anything else failed, then it says the fallback', () => {
    expect(userErrorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage(new DOMException('Aborted', 'AbortError'), FALLBACK)).toBe(FALLBACK);
    expect(userErrorMessage(null, FALLBACK)).toBe(FALLBACK);
  });
});
