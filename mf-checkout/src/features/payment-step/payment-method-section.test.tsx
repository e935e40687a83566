import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useZodForm } from '@ps/shared/form';
import { paymentConfigSchema, SANDBOX_WALLET_TOKENS, type PaymentMethodType } from '@ps/shared/schemas';
import { answer, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { EMPTY_PAYMENT_STEP, paymentStepSchema, type PaymentStepInput } from './payment-form-schema';
import type { PaymentStepForm } from './payment-form-type';
import { PaymentMethodSection } from './payment-method-section';

startMockApi();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALL_METHODS: PaymentMethodType[] = ['card', 'paypal', 'apple_pay', 'google_pay'];

/** A browser whose Payment Request API can pay with Google Pay, and an Apple Pay session that can pay. */
function stubWallets({ applePay, googlePay }: { applePay: boolean; googlePay: boolean }) {
  vi.stubGlobal('ApplePaySession', applePay ? { canMakePayments: () => true } : undefined);
  vi.stubGlobal(
    'PaymentRequest',
    class {
      async canMakePayment() {
        return googlePay;
      }
    },
  );
}

let shownForm: PaymentStepForm | null = null;
const values = (): PaymentStepInput => shownForm?.getValues() ?? EMPTY_PAYMENT_STEP;
const keepForm = (form: PaymentStepForm) => {
  shownForm = form;
};

function Harness() {
  const form = useZodForm(paymentStepSchema, EMPTY_PAYMENT_STEP) as unknown as PaymentStepForm;
  useEffect(() => keepForm(form), [form]);
  return <PaymentMethodSection form={form} stripe={{ amountCents: 4000, collectRef: { current: null } }} />;
}

function renderSection(methods = ALL_METHODS) {
  mockServer.use(
    answer('get', '/api/checkout/payment-config', paymentConfigSchema, {
      provider: 'sandbox',
      testMode: true,
      methods,
    }),
  );
  renderWithKit(<Harness />);
}

const methodGroup = async () => screen.findByRole('group', { name: 'Payment method' });

describe('PaymentMethodSection', () => {
  it('offers card and PayPal, and shows Apple Pay and Google Pay as not available in a browser without them', async () => {
    stubWallets({ applePay: false, googlePay: false });
    renderSection();
    const group = await methodGroup();
    expect(within(group).getByRole('radio', { name: /Credit or Debit Card/ })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: /PayPal/ })).toHaveProperty('disabled', false);
    for (const name of [/Apple Pay/, /Google Pay/]) {
      const radio = within(group).getByRole('radio', { name });
      expect(radio).toHaveProperty('disabled', true);
      expect(radio.closest('label')?.textContent).toContain('Not available in this browser');
    }
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByTestId('wallet-approval')).toBeNull();
  });

  it.each([
    ['PayPal', 'paypal', 'Approve as the test buyer'],
    ['Google Pay', 'google_pay', 'Pay with the test Visa ending in 4242'],
    ['Apple Pay', 'apple_pay', 'Pay with the test Visa ending in 4242'],
  ] as const)(
    'paying with %s hides the card and takes the approval its stand-in gives',
    async (label, method, approve) => {
      stubWallets({ applePay: true, googlePay: true });
      renderSection();
      fireEvent.click(within(await methodGroup()).getByRole('radio', { name: new RegExp(label) }));
      const approval = await screen.findByTestId('wallet-approval');
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(within(approval).getByRole('heading').textContent).toBe(`${label}: test mode`);

      await act(async () => fireEvent.click(within(approval).getByRole('button', { name: 'Decline' })));
      expect(values().walletToken).toBe(SANDBOX_WALLET_TOKENS[method].decline);
      expect(within(approval).getByRole('status').textContent).toContain('Complete Order will show');

      await act(async () => fireEvent.click(within(approval).getByRole('button', { name: approve })));
      expect(values()).toMatchObject({ paymentMethod: method, walletToken: SANDBOX_WALLET_TOKENS[method].approve });
      expect(within(approval).getByRole('status').textContent).toBe(
        `Approved. Complete your order to pay with ${label}.`,
      );
    },
  );

  it('forgets an approval when the fan switches to another method', async () => {
    stubWallets({ applePay: false, googlePay: true });
    renderSection();
    const group = await methodGroup();
    fireEvent.click(within(group).getByRole('radio', { name: /PayPal/ }));
    const approval = await screen.findByTestId('wallet-approval');
    await act(async () => fireEvent.click(within(approval).getByRole('button', { name: 'Approve as the test buyer' })));
    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: /Google Pay/ })));
    expect(values()).toMatchObject({ paymentMethod: 'google_pay', walletToken: '' });
  });
});
