import { describe, expect, it } from 'vitest';
import { refusalFromStripe } from './stripe-refusals';

describe('refusalFromStripe', () => {
  it.each([
    ['card_declined', 'generic_decline', 'CARD_DECLINED'],
    ['card_declined', 'insufficient_funds', 'INSUFFICIENT_FUNDS'],
    ['expired_card', undefined, 'EXPIRED_CARD'],
    ['incorrect_cvc', undefined, 'INCORRECT_CVC'],
    ['incorrect_number', undefined, 'INCORRECT_NUMBER'],
    ['authentication_required', undefined, 'AUTHENTICATION_REQUIRED'],
    ['processing_error', undefined, 'PAYMENT_FAILED'],
    [undefined, undefined, 'PAYMENT_FAILED'],
  ])('%s / %s is %s', (code, declineCode, expected) => {
    expect(refusalFromStripe(code, declineCode)).toBe(expected);
  });
});
