import type { Address, CardDetails, PaymentStepInput, PaymentStepValues } from '@ps/shared/schemas';

// The schema lives with the others in @ps/shared/schemas: building it here needed zod's whole namespace (decision 029).
export { CARD_MESSAGES, paymentStepSchema, type PaymentStepInput, type PaymentStepValues } from '@ps/shared/schemas';

export function toCardDetails(card: PaymentStepValues['card']): CardDetails {
  const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
  return {
    number: card.number.replace(/[\s-]/g, ''),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: card.cvc,
  };
}

export const EMPTY_PAYMENT_STEP: PaymentStepInput = {
  paymentMethod: 'card',
  cardholderName: '',
  card: { number: '', expiry: '', cvc: '' },
  walletToken: '',
  billing: { sameAsShipping: true },
  details: {
    orderNotes: '',
    termsAccepted: false as true,
    privacyPolicyAccepted: false as true,
    dataProcessingAccepted: false as true,
    marketingEmails: false,
  },
};

/** Spec 3 §7: the draft carries the shipping address as billing when the box is ticked. */
export function billingAddressOf(billing: PaymentStepValues['billing'], shipping: Address | null): Address | undefined {
  if (billing.sameAsShipping) return shipping ?? undefined;
  const { sameAsShipping: _sameAsShipping, ...address } = billing;
  return address;
}
