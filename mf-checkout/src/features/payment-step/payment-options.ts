import type { PaymentMethodType } from '@ps/shared/schemas';

interface PaymentOption {
  value: PaymentMethodType;
  label: string;
  note: string;
  wallet?: 'applePay' | 'googlePay';
}

export const PAYMENT_OPTIONS: PaymentOption[] = [
  { value: 'card', label: 'Credit or Debit Card', note: 'Visa, Mastercard, American Express, Discover' },
  { value: 'paypal', label: 'PayPal', note: 'Pay with your PayPal account' },
  { value: 'apple_pay', label: 'Apple Pay', note: 'Touch ID or Face ID required', wallet: 'applePay' },
  { value: 'google_pay', label: 'Google Pay', note: 'Pay with Google', wallet: 'googlePay' },
];

interface WalletWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
  PaymentRequest?: new (
    methods: { supportedMethods: string; data?: unknown }[],
    details: { total: { label: string; amount: { currency: string; value: string } } },
  ) => { canMakePayment(): Promise<boolean> };
}

export interface WalletSupport {
  applePay: boolean;
  googlePay: boolean;
}

/** Google Pay as a Payment Request method: only a browser with Google Pay set up says it can pay. */
const GOOGLE_PAY = {
  supportedMethods: 'https://google.com/pay',
  data: {
    environment: 'TEST',
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD'] },
      },
    ],
  },
};

async function canPayWithGoogle(target: WalletWindow): Promise<boolean> {
  if (typeof target.PaymentRequest !== 'function') return false;
  try {
    const total = { label: 'Panic Squad', amount: { currency: 'USD', value: '1.00' } };
    return (await new target.PaymentRequest([GOOGLE_PAY], { total }).canMakePayment()) === true;
  } catch {
    // An insecure page or a browser that refuses the method: not available.
    return false;
  }
}

function canPayWithApple(target: WalletWindow): boolean {
  try {
    return target.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

/** Apple Pay and Google Pay are offered only where the browser can pay with them (spec 3 §2). */
export async function walletSupport(target: WalletWindow = window as unknown as WalletWindow): Promise<WalletSupport> {
  return { applePay: canPayWithApple(target), googlePay: await canPayWithGoogle(target) };
}

const listed = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');

/**
 * What the payment step shows: only the methods the running provider can take (from
 * /api/checkout/payment-config), a wallet the browser lacks as "Not available", and why
 * the other methods are missing.
 */
export function paymentChoices(methods: readonly PaymentMethodType[], support: WalletSupport) {
  const offered = PAYMENT_OPTIONS.filter((option) => methods.includes(option.value)).map((option) => ({
    ...option,
    available: option.wallet ? support[option.wallet] : true,
  }));
  const missing = PAYMENT_OPTIONS.filter((option) => !methods.includes(option.value)).map((option) => option.label);
  const absentNote =
    missing.length > 0
      ? `${listed(missing)} ${missing.length > 1 ? "aren't" : "isn't"} offered: this store's payment provider can only take ${listed(offered.map((option) => option.label))} right now.`
      : null;
  return { offered, absentNote };
}
