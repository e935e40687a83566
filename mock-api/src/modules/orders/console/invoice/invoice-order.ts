import type { Selectable } from 'kysely';
import type { Address } from '@ps/shared/schemas';
import type { OrderItemsTable } from '../../../../db/order-tables';
import type { OrderRecord } from '../../repository';

export type InvoiceAddress = Address;

type InvoiceFields =
  | 'orderNumber'
  | 'createdAt'
  | 'shippedAt'
  | 'customerEmail'
  | 'billingAddress'
  | 'shippingAddress'
  | 'subtotalCents'
  | 'discountCents'
  | 'promoCode'
  | 'shippingCents'
  | 'taxCents'
  | 'taxJurisdiction'
  | 'taxRateBasisPoints'
  | 'totalCents'
  | 'refundedCents'
  | 'paymentStatus'
  | 'paymentMethodType'
  | 'paymentBrand'
  | 'paymentLast4'
  | 'carrier'
  | 'trackingNumber';

/** What an invoice prints of an order: its row and lines, money in cents. */
export interface InvoiceOrder extends Pick<OrderRecord, InvoiceFields> {
  lines: readonly Selectable<OrderItemsTable>[];
}
