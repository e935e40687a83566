import { SANDBOX_WALLET_TOKENS, WALLET_APPROVAL_MESSAGES, type PaymentMethodType } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import { paymentRefused, type PaymentRequest } from './payment-provider';

type WalletType = Exclude<PaymentMethodType, 'card'>;

/** Apple Pay and Google Pay hand over a card from the wallet; the sandbox's wallets hold Stripe's test Visa. */
const WALLET_CARD = { brand: 'visa', last4: '4242' } as const;

/**
 * The sandbox's PayPal, Apple Pay and Google Pay: the payment step's stand-in for their window or sheet
 * returns one of SANDBOX_WALLET_TOKENS, which approves or declines like the real one would.
 */
export function walletPayment(
  methodType: WalletType,
  request: PaymentRequest,
): { brand: string | null; last4: string | null } {
  if (request.card) {
    throw AppError.validation('Card details are taken for card payments only', {
      card: 'Send card details only when paying by card',
    });
  }
  if (!request.paymentMethodId) {
    const message = WALLET_APPROVAL_MESSAGES[methodType];
    throw AppError.validation(message, { paymentMethodId: message });
  }
  const tokens = SANDBOX_WALLET_TOKENS[methodType];
  if (request.paymentMethodId === tokens.decline) {
    throw paymentRefused(methodType === 'paypal' ? 'PAYMENT_FAILED' : 'CARD_DECLINED');
  }
  // Like a provider given another method's token: it cannot be charged.
  if (request.paymentMethodId !== tokens.approve) throw paymentRefused('PAYMENT_FAILED');
  return methodType === 'paypal' ? { brand: null, last4: null } : WALLET_CARD;
}
