import styled from 'styled-components';
import { TextField, CheckboxField } from '@ps/shared/kit';
import { Button } from '@ps/shared/ui';
import { StepActions } from '../../ui/step-actions';
import { CustomerPanel, MARKETING_LABEL } from './customer-panel';
import { GuestToggle } from './guest-toggle';
import { SignedInNote } from './signed-in-note';
import { useSignedInCustomer } from './use-signed-in-customer';

/** The form's column of fields (`Form` in `@ps/shared/form`), without the form library, which loads later. */
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The customer form before its code and the checkout's session arrive: the same heading, fields and
 * buttons, disabled, in the server's first screen. The form then takes their place at the same size,
 * so nothing below moves (a skeleton of another height moved the order summary) and the largest text
 * the step shows is painted with the first screen (issue 24, decision 051). For a signed-in customer
 * it is their form: their e-mail and the note naming their account, drawn by the server too (decision 065).
 */
export function CustomerFormPlaceholder() {
  const user = useSignedInCustomer();
  return (
    <CustomerPanel>
      <Fields>
        <TextField label="Email" type="email" autoComplete="email" defaultValue={user?.email} disabled />
        {user ? <SignedInNote user={user} /> : <GuestToggle createAccount={false} disabled />}
        <CheckboxField label={MARKETING_LABEL} disabled />
        <StepActions backTo="/cart" backLabel="Back to Cart">
          <Button type="button" disabled>
            Continue to Shipping
          </Button>
        </StepActions>
      </Fields>
    </CustomerPanel>
  );
}
