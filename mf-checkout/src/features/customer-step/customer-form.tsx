import type { AccountUser } from '@ps/shared/account';
import { CheckboxField, Controller, Form, TextField, useFormDraft, useZodForm } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import type { CheckoutSession } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { AccountFields } from './account-fields';
import { CustomerPanel, MARKETING_LABEL } from './customer-panel';
import { GuestToggle } from './guest-toggle';
import { SignedInNote } from './signed-in-note';
import { useSaveCustomer } from './use-save-customer';
import { StepActions } from '../../ui/step-actions';

const SECRET_FIELDS = ['password', 'confirmPassword'];

// The first checkout screen draws without zod; the schema arrives when the shopper starts on the form (decision 030).
const loadCustomerSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.checkoutCustomerFormSchema);

/** A signed-in customer starts from their account's e-mail and has no account to create. */
export function CustomerForm({ session, user }: { session: CheckoutSession; user: AccountUser | undefined }) {
  const navigate = useNavigate();
  const saveCustomer = useSaveCustomer();
  const form = useZodForm(loadCustomerSchema, {
    email: session.customer?.email || user?.email || '',
    createAccount: false,
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
    marketingEmails: session.customer?.marketingEmails ?? false,
  });
  useFormDraft(form, 'customer', SECRET_FIELDS);
  const { register, control, watch, formState } = form;
  const { errors } = formState;

  return (
    <CustomerPanel>
      <Form
        form={form}
        fieldPrefix="customer."
        failure="Failed to update checkout session"
        aria-labelledby="customer-heading"
        onSubmit={async (customer) => {
          await saveCustomer({ ...customer, createAccount: customer.createAccount && !user });
          navigate('/checkout/shipping');
        }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {user ? (
          <SignedInNote user={user} />
        ) : (
          <Controller
            control={control}
            name="createAccount"
            render={({ field }) => <GuestToggle createAccount={Boolean(field.value)} onChange={field.onChange} />}
          />
        )}
        {!user && watch('createAccount') && <AccountFields register={register} errors={errors} />}
        <CheckboxField label={MARKETING_LABEL} {...register('marketingEmails')} />
        <StepActions backTo="/cart" backLabel="Back to Cart">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Continue to Shipping'}
          </Button>
        </StepActions>
      </Form>
    </CustomerPanel>
  );
}
