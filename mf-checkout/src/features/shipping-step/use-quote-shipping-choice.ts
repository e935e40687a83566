import { useEffect, useRef } from 'react';
import type { Address, CheckoutSession, ShippingMethodId } from '@ps/shared/schemas';
import { useUpdateCheckoutSession } from '../../lib/checkout-api/update-checkout-session';

/** Long enough not to save on every keystroke, short enough that the summary follows the typing. */
const TYPING_PAUSE_MS = 500;

const choiceOf = (address: Address | null, method: ShippingMethodId | null) =>
  address
    ? JSON.stringify(method ? { shippingAddress: address, shippingMethod: method } : { shippingAddress: address })
    : null;

/**
 * Saves a complete address and the chosen method on the session as they change, so the
 * summary beside the form is the server's quote for them (tax for the address, Express
 * at once), never the defaults of an empty session.
 */
export function useQuoteShippingChoice(
  session: CheckoutSession,
  address: Address | null,
  method: ShippingMethodId | null,
): void {
  const { mutate } = useUpdateCheckoutSession();
  const choice = choiceOf(address, method);
  const sent = useRef(choiceOf(session.shippingAddress, session.shippingMethod));
  const methodSent = useRef(method);

  useEffect(() => {
    if (!choice || choice === sent.current) return;
    // A new method is a click: quote it at once. Address changes wait for a pause in the typing.
    const delay = method === methodSent.current ? TYPING_PAUSE_MS : 0;
    const timer = setTimeout(() => {
      sent.current = choice;
      methodSent.current = method;
      mutate(JSON.parse(choice) as Parameters<typeof mutate>[0]);
    }, delay);
    return () => clearTimeout(timer);
  }, [choice, method, mutate]);
}
