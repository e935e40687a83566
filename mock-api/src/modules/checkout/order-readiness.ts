import {
  ADDRESS_MESSAGES,
  CUSTOMER_MESSAGES,
  ORDER_DRAFT_MESSAGES,
  PAYMENT_MESSAGES,
  SHIPPING_MESSAGES,
  type Address,
  type CheckoutCustomer,
  type OrderDraft,
  type ShippingMethodId,
} from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { CheckoutSessionRecord } from './repository';

/** A session with every step done: what an order is made from. */
export interface ReadySession {
  customer: CheckoutCustomer;
  shippingAddress: Address;
  billingAddress: Address;
  shippingMethod: ShippingMethodId;
  draft: OrderDraft;
}

const DRAFT_MISSING = {
  paymentMethod: PAYMENT_MESSAGES.paymentMethodRequired,
  termsAccepted: ORDER_DRAFT_MESSAGES.termsRequired,
  privacyPolicyAccepted: ORDER_DRAFT_MESSAGES.privacyPolicyRequired,
  dataProcessingAccepted: ORDER_DRAFT_MESSAGES.dataProcessingRequired,
};

/**
 * The session's steps as an order needs them, or a 400 naming each missing step with
 * the message its form shows. The saved draft already passed its schema, terms included.
 */
export function readyForOrder(session: CheckoutSessionRecord): ReadySession {
  const { customer, shippingAddress, shippingMethod, orderDraft: draft } = session;
  if (customer && shippingAddress && shippingMethod && draft) {
    const billingAddress = draft.sameAsShipping ? shippingAddress : (draft.billingAddress ?? shippingAddress);
    return { customer, shippingAddress, billingAddress, shippingMethod, draft };
  }
  const fields: Record<string, string> = {
    ...(customer ? {} : { 'customer.email': CUSTOMER_MESSAGES.emailRequired }),
    ...(shippingAddress ? {} : { 'shippingAddress.address1': ADDRESS_MESSAGES.address1Required }),
    ...(shippingMethod ? {} : { shippingMethod: SHIPPING_MESSAGES.methodRequired }),
    ...(draft ? {} : DRAFT_MISSING),
  };
  throw AppError.validation('Please complete all required fields', fields);
}
