import styled from 'styled-components';
import { TextField } from '@ps/shared/form';
import type { PaymentStepForm } from './payment-form-type';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr 1fr;
  > :first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: 640px) {
    grid-template-columns: 2fr 1fr 1fr;
    > :first-child {
      grid-column: auto;
    }
  }
`;

/**
 * The card goes straight to the payment provider; this site never stores it. Each field
 * keeps room for a two-line error, so a message appearing on blur moves neither the row
 * nor anything below it (the pointer may be on its way to the terms checkbox).
 */
export function CardFields({ form }: { form: PaymentStepForm }) {
  const { register, formState } = form;
  const errors = formState.errors.card;
  return (
    <Row>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        reserveErrorLines={2}
        error={errors?.number?.message}
        {...register('card.number')}
      />
      <TextField
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        reserveErrorLines={2}
        error={errors?.expiry?.message}
        {...register('card.expiry')}
      />
      <TextField
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        reserveErrorLines={2}
        error={errors?.cvc?.message}
        {...register('card.cvc')}
      />
    </Row>
  );
}
