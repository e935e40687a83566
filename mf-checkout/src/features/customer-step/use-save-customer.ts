import type { CheckoutCustomerFormValues } from '@ps/shared/schemas';
import { useUpdateCheckoutSession } from '../../lib/checkout-api/update-checkout-session';

/**
 * Saves step 1. Creating an account registers it at once (POST /api/account/register) and
 * signs the shopper in, so the order placed at the end belongs to it. The checkout session
 * itself only ever receives the e-mail and choices: never a password.
 */
export function useSaveCustomer() {
  const update = useUpdateCheckoutSession();
  return async ({
    email,
    createAccount,
    firstName,
    lastName,
    password,
    marketingEmails,
  }: CheckoutCustomerFormValues) => {
    if (createAccount && password) {
      // Only a shopper creating an account needs these; they download with that submit (decision 030).
      const { registerAccount, startAccountSession } = await import('@ps/shared/account-api');
      const session = await registerAccount({
        email,
        password,
        firstName: firstName ?? '',
        lastName: lastName ?? '',
        marketingEmails,
      });
      await startAccountSession(session);
    }
    await update.mutateAsync({ customer: { email, createAccount: false, marketingEmails } });
  };
}
