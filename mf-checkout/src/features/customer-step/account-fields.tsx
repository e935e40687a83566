import styled from 'styled-components';
import { type FieldErrors, TextField, type UseFormRegister } from '@ps/shared/form';
import { PASSWORD_POLICY_MIN_LENGTH } from '@ps/shared/rules';
import type { CheckoutCustomerFormInput } from '@ps/shared/schemas';
import { media } from '@ps/shared/theme';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface Props {
  register: UseFormRegister<CheckoutCustomerFormInput>;
  errors: FieldErrors<CheckoutCustomerFormInput>;
}

/** Shown only while "create an account" is chosen; hidden fields are neither validated nor sent. */
export function AccountFields({ register, errors }: Props) {
  return (
    <>
      <Row>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </Row>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_POLICY_MIN_LENGTH} characters, and not a common password.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Note>
        We will e-mail you a link to confirm your address. Your account opens when you use it, and the orders you placed
        with this address, this one too, show in it.
      </Note>
    </>
  );
}
