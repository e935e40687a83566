import type { PaymentProviderName } from '@ps/shared/schemas';
import type { CartLineRecord } from '../cart';
import { estimatedDelivery, type NewOrder, type NewOrderItem } from '../orders';
import type { AuthorizedPayment } from '../payments';
import { variantPriceCents } from '../products';
import type { OrderQuote } from './order-quote';
import type { ReadySession } from './order-readiness';

/** The order's own copy of each line: later catalog edits never change what was bought. */
export function toOrderItems(lines: readonly CartLineRecord[]): NewOrderItem[] {
  return lines.map((line) => {
    const unitPriceCents = variantPriceCents(line.product, line.variant.priceAdjustmentCents);
    return {
      productId: line.product.id,
      variantId: line.variant.id,
      productName: line.product.name,
      variantName: line.variant.name,
      sku: line.variant.sku,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      imageUrl: line.image?.imageUrl ?? null,
    };
  });
}

export interface OrderFacts {
  ownerSessionId: string;
  checkoutSessionId: string;
  idempotencyKey: string;
  ready: ReadySession;
  quote: OrderQuote;
  payment: AuthorizedPayment;
  provider: PaymentProviderName;
  customerId: number | null;
  placedAt: Date;
  promoCode: string | null;
}

export function toNewOrder(facts: OrderFacts): NewOrder {
  const { ready, quote, payment } = facts;
  const { shippingAddress } = ready;
  return {
    ownerSessionId: facts.ownerSessionId,
    checkoutSessionId: facts.checkoutSessionId,
    idempotencyKey: facts.idempotencyKey,
    paymentMethodType: payment.methodType,
    paymentProvider: facts.provider,
    paymentReference: payment.id,
    paymentBrand: payment.brand,
    paymentLast4: payment.last4,
    shippingMethod: ready.shippingMethod,
    subtotalCents: quote.subtotalCents,
    shippingCents: quote.shippingCents,
    taxCents: quote.taxCents,
    discountCents: quote.discountCents,
    promoCode: facts.promoCode,
    totalCents: quote.totalCents,
    taxJurisdiction: quote.taxRate.jurisdiction,
    taxRateBasisPoints: quote.taxRate.basisPoints,
    customerId: facts.customerId,
    customerEmail: ready.customer.email,
    customerFirstName: shippingAddress.firstName,
    customerLastName: shippingAddress.lastName,
    customerPhone: shippingAddress.phone ?? null,
    marketingEmails: ready.customer.marketingEmails,
    shippingAddress,
    billingAddress: ready.billingAddress,
    notes: ready.draft.orderNotes || null,
    estimatedDelivery: estimatedDelivery(facts.placedAt, ready.shippingMethod),
  };
}
