import { describe, expect, it } from 'vitest';
import { completeOrderBlockers } from './complete-order-blockers';
import { EMPTY_PAYMENT_STEP, type PaymentStepInput } from './payment-form-schema';

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

describe('completeOrderBlockers', () => {
  it('has nothing to say about a complete form', () => {
    expect(completeOrderBlockers(filled)).toEqual([]);
  });

  it('names a malformed expiry and an unticked box', () => {
    const blocked = {
      ...filled,
      card: { ...filled.card, expiry: '13/3' },
      details: { ...filled.details, dataProcessingAccepted: false as true },
    };
    expect(completeOrderBlockers(blocked)).toEqual([
      { field: 'card.expiry', name: 'Expiry (MM/YY)', message: 'Enter the date as MM/YY' },
      {
        field: 'details.dataProcessingAccepted',
        name: 'Personal data',
        message: 'You must acknowledge how your personal data will be processed',
      },
    ]);
  });

  it('lists the one box for the terms and the privacy policy once', () => {
    const unticked = {
      ...filled,
      details: { ...filled.details, termsAccepted: false as true, privacyPolicyAccepted: false as true },
    };
    expect(completeOrderBlockers(unticked)).toEqual([
      {
        field: 'details.termsAccepted',
        name: 'Terms and Privacy Policy',
        message: 'You must accept the terms and conditions',
      },
    ]);
  });

  it('groups billing problems under the billing address', () => {
    const billing = {
      ...filled,
      billing: {
        sameAsShipping: false,
        firstName: '',
        lastName: 'X',
        address1: 'A',
        city: 'Leeds',
        state: 'West Yorkshire',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    } as PaymentStepInput;
    expect(completeOrderBlockers(billing)).toEqual([
      { field: 'billing.firstName', name: 'Billing address', message: 'First name is required' },
    ]);
  });
});
