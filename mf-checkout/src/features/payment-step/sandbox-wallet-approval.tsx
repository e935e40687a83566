import styled from 'styled-components';
import { PAYMENT_METHOD_NAMES, SANDBOX_WALLET_TOKENS, type PaymentMethodType } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import type { PaymentStepForm } from './payment-form-type';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button[aria-pressed='true'] {
    outline: 3px solid ${({ theme }) => theme.color.text};
    outline-offset: 2px;
  }
`;

const Outcome = styled.p`
  font-weight: 700;
  min-height: 1.5em;
`;

type Wallet = Exclude<PaymentMethodType, 'card'>;

/**
 * The offline sandbox's stand-in for PayPal's window or a wallet's payment sheet (decision 074): the fan
 * picks how the test payment ends and gets the token the real one would hand back. Loaded only when a
 * wallet is picked, so a card payment never downloads it.
 */
export default function SandboxWalletApproval({ form, method }: { form: PaymentStepForm; method: Wallet }) {
  const { watch, setValue, formState } = form;
  const token = watch('walletToken');
  const tokens = SANDBOX_WALLET_TOKENS[method];
  const name = PAYMENT_METHOD_NAMES[method];
  const window = method === 'paypal' ? "PayPal's window" : `the ${name} sheet`;
  const choose = (value: string) => setValue('walletToken', value, { shouldValidate: true, shouldTouch: true });
  const outcome =
    token === tokens.approve
      ? `Approved. Complete your order to pay with ${name}.`
      : token === tokens.decline
        ? `Set to decline: Complete Order will show ${name}'s refusal.`
        : formState.touchedFields.walletToken
          ? formState.errors.walletToken?.message
          : null;
  return (
    <Box role="group" aria-labelledby="wallet-approval-title" data-testid="wallet-approval">
      <h3 id="wallet-approval-title">{name}: test mode</h3>
      <p>
        This stands in for {window}: no {name} account is used and no money moves. Choose how the test payment ends.
      </p>
      <Choices>
        <Button type="button" aria-pressed={token === tokens.approve} onClick={() => choose(tokens.approve)}>
          {method === 'paypal' ? 'Approve as the test buyer' : 'Pay with the test Visa ending in 4242'}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-pressed={token === tokens.decline}
          onClick={() => choose(tokens.decline)}
        >
          Decline
        </Button>
      </Choices>
      <Outcome role="status">{outcome}</Outcome>
    </Box>
  );
}
