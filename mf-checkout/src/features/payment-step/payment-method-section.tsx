import { lazy, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { TextField } from '@ps/shared/form';
import { SANDBOX_TEST_CARDS, type PaymentConfig } from '@ps/shared/schemas';
import { Skeleton } from '@ps/shared/ui';
import { Alert } from '../../ui/panel';
import { usePaymentConfig } from '../../lib/checkout-api/get-payment-config';
import { CardFields } from './card-fields';
import type { PaymentStepForm } from './payment-form-type';
import { paymentChoices } from './payment-options';
import { StripePaymentSection, type StripeCheckout } from './stripe-payment-section';
import { useWalletSupport } from './use-wallet-support';

const SandboxWalletApproval = lazy(() => import('./sandbox-wallet-approval'));

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
  }
  label:has(input:disabled) {
    opacity: 0.6;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The same test cards work in the sandbox and in Stripe's test mode. */
function TestModeNote({ provider }: { provider: PaymentConfig['provider'] }) {
  return (
    <Alert $tone="info" data-testid="test-mode">
      <strong>Test mode:</strong> no real money moves. Pay with{' '}
      {SANDBOX_TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ')}, any future expiry and any CVC;{' '}
      {SANDBOX_TEST_CARDS.declined.replace(/(\d{4})(?=\d)/g, '$1 ')} is declined.
      {provider === 'sandbox' && ' PayPal and the wallets, where offered, let you approve or decline.'}
    </Alert>
  );
}

export function PaymentMethodSection({ form, stripe }: { form: PaymentStepForm; stripe: StripeCheckout }) {
  const { register, watch, setValue, formState } = form;
  const { data: config, isError } = usePaymentConfig();
  const { data: wallets } = useWalletSupport();
  const method = watch('paymentMethod');
  const choices = config && wallets ? paymentChoices(config.methods, wallets) : null;
  const usable = choices?.offered.filter((option) => option.available).map((option) => option.value);

  // A draft from before may hold a method this provider does not take: fall back to the first it does.
  useEffect(() => {
    if (usable?.length && !usable.includes(method)) setValue('paymentMethod', usable[0]!, { shouldValidate: true });
  }, [usable, method, setValue]);

  // An approval is for the method it was given by: another method needs its own.
  const approvedFor = useRef(method);
  useEffect(() => {
    if (approvedFor.current === method) return;
    approvedFor.current = method;
    setValue('walletToken', '', { shouldValidate: true });
  }, [method, setValue]);

  if (isError) return <Alert role="alert">Failed to load the payment options. Please reload the page.</Alert>;
  if (config?.provider === 'stripe') {
    return (
      <>
        {config.testMode && <TestModeNote provider="stripe" />}
        <StripePaymentSection form={form} config={config} stripe={stripe} />
      </>
    );
  }
  if (!choices) return <Skeleton $height="120px" />;
  return (
    <>
      {config?.testMode && <TestModeNote provider={config.provider} />}
      <Options>
        <legend>Payment method</legend>
        {choices.offered.map((option) => (
          <label key={option.value}>
            <input type="radio" value={option.value} disabled={!option.available} {...register('paymentMethod')} />
            <span>
              {option.label} <small>{option.available ? option.note : 'Not available in this browser'}</small>
            </span>
          </label>
        ))}
        {choices.absentNote && <small data-testid="absent-payment-methods">{choices.absentNote}</small>}
      </Options>
      {method === 'card' && (
        <>
          <TextField
            label="Cardholder name"
            autoComplete="cc-name"
            reserveErrorLines={1}
            error={formState.errors.cardholderName?.message}
            {...register('cardholderName')}
          />
          <CardFields form={form} />
        </>
      )}
      {method !== 'card' && config?.provider === 'sandbox' && (
        <Suspense fallback={<Skeleton $height="160px" />}>
          <SandboxWalletApproval form={form} method={method} />
        </Suspense>
      )}
    </>
  );
}
