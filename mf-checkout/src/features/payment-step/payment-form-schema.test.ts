import { describe, expect, it } from 'vitest';
import { EMPTY_PAYMENT_STEP, paymentStepSchema, toCardDetails, type PaymentStepInput } from './payment-form-schema';

const filled: PaymentStepInput = {
  ...EMPTY_PAYMENT_STEP,
  cardholderName: 'Riley Nervous',
  card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  details: {
    orderNotes: '',
    termsAccepted: true,
    privacyPolicyAccepted: true,
    dataProcessingAccepted: true,
    marketingEmails: false,
  },
};

const messages = (input: PaymentStepInput) => {
  const result = paymentStepSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the payment step form', () => {
  it('accepts a complete card payment with billing same as shipping', () => {
    expect(messages(filled)).toEqual([]);
  });

  it('asks for the cardholder, the card and all three agreements', () => {
    expect(messages(EMPTY_PAYMENT_STEP)).toEqual(
      expect.arrayContaining([
        'Cardholder name is required',
        'Enter 12 to 19 digits',
        'Enter the date as MM/YY',
        'Enter 3 or 4 digits',
        'You must accept the terms and conditions',
        'You must accept the privacy policy',
        'You must acknowledge how your personal data will be processed',
      ]),
    );
  });

  it('checks the billing address when it differs from shipping', () => {
    const billing = {
      ...filled,
      billing: {
        sameAsShipping: false,
        firstName: '',
        lastName: 'X',
        address1: '',
        city: 'Leeds',
        state: 'WY',
        postalCode: 'nope',
        country: 'GB',
      },
    };
    expect(messages(billing as PaymentStepInput)).toEqual(
      expect.arrayContaining(['First name is required', 'Address is required']),
    );
  });

  it('caps order notes at 500 characters', () => {
    const long = { ...filled, details: { ...filled.details, orderNotes: 'x'.repeat(501) } };
    expect(messages(long)).toEqual(['Order notes must be less than 500 characters']);
  });

  it('asks a wallet payment for its approval instead of the card', () => {
    const paypal = { ...filled, paymentMethod: 'paypal' as const, cardholderName: '', card: EMPTY_PAYMENT_STEP.card };
    expect(messages(paypal)).toEqual(['Approve the payment with PayPal first']);
    expect(messages({ ...paypal, paymentMethod: 'google_pay' })).toEqual(['Confirm the payment with Google Pay first']);
    expect(messages({ ...paypal, walletToken: 'pm_sandbox_paypal_approved' })).toEqual([]);
  });

  it('turns the typed card into the provider’s card details', () => {
    expect(toCardDetails({ number: '4242 4242-4242 4242', expiry: '07 / 31', cvc: '999' })).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2031,
      cvc: '999',
    });
  });
});
