import { describe, expect, it } from 'vitest';
import { billingFormSchema, orderDetailsFormSchema, orderDraftBodySchema } from './order-draft';
import { paymentFormSchema } from './payment';

function problemsOf(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: unknown[] } } }) {
  return (input: unknown) => {
    const result = schema.safeParse(input);
    const fields: Record<string, string> = {};
    for (const issue of (result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[]) {
      fields[issue.path.join('.')] ??= issue.message;
    }
    return fields;
  };
}

const address = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
};
const consents = { termsAccepted: true, privacyPolicyAccepted: true, dataProcessingAccepted: true };
const draft = { sameAsShipping: true, paymentMethod: { type: 'card' }, ...consents };

describe('orderDraftBodySchema', () => {
  const problems = problemsOf(orderDraftBodySchema);

  it('accepts a draft with the same billing address and no extras', () => {
    expect(problems(draft)).toEqual({});
  });

  it('needs the three boxes ticked, with the spec text', () => {
    expect(problems({ ...draft, termsAccepted: false, privacyPolicyAccepted: undefined })).toEqual({
      termsAccepted: 'You must accept the terms and conditions',
      privacyPolicyAccepted: 'You must accept the privacy policy',
    });
    expect(problems({ ...draft, dataProcessingAccepted: 'yes' })).toEqual({
      dataProcessingAccepted: 'You must acknowledge how your personal data will be processed',
    });
  });

  it('needs a known payment method', () => {
    expect(problems({ ...draft, paymentMethod: undefined })).toEqual({
      paymentMethod: 'Please select a payment method',
    });
    expect(problems({ ...draft, paymentMethod: { type: 'cash' } })).toEqual({
      'paymentMethod.type': 'Please select a payment method',
    });
    for (const type of ['card', 'paypal', 'apple_pay', 'google_pay']) {
      expect(problems({ ...draft, paymentMethod: { type, data: { stripePaymentMethodId: 'pm_1' } } })).toEqual({});
    }
  });

  it('limits notes to 500 characters and the cardholder name to 100', () => {
    expect(problems({ ...draft, orderNotes: 'n'.repeat(500), cardholderName: 'c'.repeat(100) })).toEqual({});
    expect(problems({ ...draft, orderNotes: 'n'.repeat(501), cardholderName: 'c'.repeat(101) })).toEqual({
      orderNotes: 'Order notes must be less than 500 characters',
      cardholderName: 'Cardholder name must be less than 100 characters',
    });
  });

  it('needs a valid billing address unless it is the shipping address', () => {
    expect(problems({ ...draft, sameAsShipping: false })).toEqual({ billingAddress: 'Billing address is required' });
    expect(problems({ ...draft, sameAsShipping: false, billingAddress: address })).toEqual({});
    expect(problems({ ...draft, sameAsShipping: false, billingAddress: { ...address, postalCode: '12345' } })).toEqual({
      'billingAddress.postalCode': 'Please enter a valid postal/ZIP code for the selected country',
    });
  });
});

describe('the payment step forms', () => {
  it('billing: nothing to check when same as shipping, the full address rules otherwise', () => {
    const problems = problemsOf(billingFormSchema);
    expect(problems({ sameAsShipping: true, firstName: '' })).toEqual({});
    expect(problems({ ...address, sameAsShipping: false })).toEqual({});
    expect(problems({ ...address, sameAsShipping: false, firstName: '', postalCode: 'nope' })).toEqual({
      firstName: 'First name is required',
      postalCode: 'Please enter a valid postal/ZIP code for the selected country',
    });
  });

  it('payment: the cardholder name is required for card only', () => {
    const problems = problemsOf(paymentFormSchema);
    expect(problems({ paymentMethod: 'card' })).toEqual({ cardholderName: 'Cardholder name is required' });
    expect(problems({ paymentMethod: 'card', cardholderName: 'Jane Doe' })).toEqual({});
    expect(problems({ paymentMethod: 'paypal' })).toEqual({});
    expect(problems({ paymentMethod: undefined })).toEqual({ paymentMethod: 'Please select a payment method' });
  });

  it('order details: notes are optional, the boxes are not', () => {
    const problems = problemsOf(orderDetailsFormSchema);
    expect(problems(consents)).toEqual({});
    expect(problems({})).toEqual({
      termsAccepted: 'You must accept the terms and conditions',
      privacyPolicyAccepted: 'You must accept the privacy policy',
      dataProcessingAccepted: 'You must acknowledge how your personal data will be processed',
    });
  });
});
