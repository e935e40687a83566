import type { CheckoutCustomerFormValues } from '@ps/shared/schemas';
import { useUpdateCheckoutSession } from '../../lib/checkout-api/update-checkout-session';
import { rememberSignup } from '../../lib/signup-note/signup-note';

/**
 * Saves step 1. Creating an account asks for it (POST /api/account/register), which mails a
 * confirm link; the order is placed as a guest's and joins the account once the address is
 * confirmed (decision 048). The checkout session itself only ever receives the e-mail and
 * choices: never a password.
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
      // Only a shopper creating an account needs this; it downloads with that submit (decision 030).
      const { registerAccount } = await import('@ps/shared/account-api');
      await registerAccount({ email, password, firstName: firstName ?? '', lastName: lastName ?? '', marketingEmails });
      rememberSignup(email);
    }
    await update.mutateAsync({ customer: { email, createAccount: false, marketingEmails } });
  };
}
