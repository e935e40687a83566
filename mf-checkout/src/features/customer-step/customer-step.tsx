import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { CheckboxField, TextField, applyApiErrors, useFormDraft, useZodForm } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import { customerSchema, type CheckoutSession } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink } from '@ps/shared/ui';
import { useUpdateCheckoutSession } from '../../lib/checkout-api/update-checkout-session';
import { CheckoutLayout } from '../../ui/checkout-layout';
import { Panel } from '../../ui/panel';
import { GuestToggle } from './guest-toggle';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const SECRET_FIELDS = ['password', 'confirmPassword'];

function CustomerForm({ session }: { session: CheckoutSession }) {
  const navigate = useNavigate();
  const update = useUpdateCheckoutSession();
  const form = useZodForm(customerSchema, {
    email: session.customer?.email ?? '',
    createAccount: session.customer?.createAccount ?? false,
    password: '',
    confirmPassword: '',
    marketingEmails: session.customer?.marketingEmails ?? false,
  });
  useFormDraft(form, 'customer', SECRET_FIELDS);
  const { register, handleSubmit, control, watch, setError, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (customer) => {
    try {
      await update.mutateAsync({ customer });
      navigate('/checkout/shipping');
    } catch (error) {
      applyApiErrors(error, setError, 'customer.');
    }
  });

  return (
    <Panel as="form" aria-labelledby="customer-heading" onSubmit={submit} noValidate>
      <h2 id="customer-heading">Your details</h2>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="createAccount"
        render={({ field }) => <GuestToggle createAccount={Boolean(field.value)} onChange={field.onChange} />}
      />
      {watch('createAccount') && (
        <>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
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
        </>
      )}
      <CheckboxField label="Send me news about drops, tours and new music" {...register('marketingEmails')} />
      <Actions>
        <ButtonLink to="/cart" $variant="secondary">
          Back to Cart
        </ButtonLink>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Continue to Shipping'}
        </Button>
      </Actions>
    </Panel>
  );
}

export function CustomerStep() {
  usePageMeta({ title: 'Checkout', description: 'Check out as a guest or create an account.' });
  return (
    <CheckoutLayout step="cart" title="Checkout">
      {(session) => <CustomerForm session={session} />}
    </CheckoutLayout>
  );
}
