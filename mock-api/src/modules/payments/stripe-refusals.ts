import type { PaymentErrorCode } from '@ps/shared/schemas';

/** Stripe's card error code and decline code, as the one code the checkout shows a message for. */
export function refusalFromStripe(code: string | undefined, declineCode: string | undefined): PaymentErrorCode {
  if (declineCode === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  switch (code) {
    case 'expired_card':
      return 'EXPIRED_CARD';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'INCORRECT_CVC';
    case 'incorrect_number':
    case 'invalid_number':
      return 'INCORRECT_NUMBER';
    case 'authentication_required':
      return 'AUTHENTICATION_REQUIRED';
    case 'card_declined':
      return 'CARD_DECLINED';
    default:
      return 'PAYMENT_FAILED';
  }
}
