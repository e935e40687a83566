import type { PaymentMethodType } from '@ps/shared/schemas';

export const PAYMENT_OPTIONS: {
  value: PaymentMethodType;
  label: string;
  note: string;
  wallet?: 'applePay' | 'googlePay';
}[] = [
  { value: 'card', label: 'Credit or Debit Card', note: 'Visa, Mastercard, American Express, Discover' },
  { value: 'paypal', label: 'PayPal', note: 'Pay with your PayPal account' },
  { value: 'apple_pay', label: 'Apple Pay', note: 'Touch ID or Face ID required', wallet: 'applePay' },
  { value: 'google_pay', label: 'Google Pay', note: 'Pay with Google', wallet: 'googlePay' },
];

interface WalletWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
  PaymentRequest?: unknown;
}

/** Apple Pay and Google Pay are offered only where the browser supports them (spec 3). */
export function walletSupport(target: WalletWindow = window as unknown as WalletWindow) {
  return {
    applePay: typeof target.ApplePaySession?.canMakePayments === 'function' && target.ApplePaySession.canMakePayments(),
    googlePay: typeof target.PaymentRequest === 'function',
  };
}
