import { describe, expect, it } from 'vitest';
import { ApiError } from '@ps/shared/api';
import { confirmOutcomeOf } from './confirm-subscription';

describe('confirmOutcomeOf', () => {
  it('tells an expired link from an invalid or used one, in the server words', () => {
    const expired = new ApiError(410, '', { code: 'LINK_EXPIRED', message: 'This confirmation link has expired' });
    expect(confirmOutcomeOf(expired)).toEqual({ kind: 'expired', message: 'This confirmation link has expired' });
    const used = new ApiError(404, '', { code: 'INVALID_TOKEN', message: 'Used already' });
    expect(confirmOutcomeOf(used)).toEqual({ kind: 'invalid', message: 'Used already' });
  });

  it('says when to try again when the network is confirming too often', () => {
    const busy = new ApiError(429, '', { code: 'RATE_LIMITED', message: 'Lots of fans are confirming.' }, 42);
    expect(confirmOutcomeOf(busy)).toEqual({
      kind: 'failed',
      message: 'Lots of fans are confirming. Try again in 42 seconds.',
    });
  });

  it('offers a retry for a server or network failure, never claiming the link is bad', () => {
    expect(confirmOutcomeOf(new ApiError(503, '', null)).kind).toBe('failed');
    expect(confirmOutcomeOf(new TypeError('Failed to fetch')).kind).toBe('failed');
  });
});
