import type { Db } from '../../../db/tables';
import { centsToDollars } from '../../../lib/money';
import { customerDataRecords } from './customer-data-export-repository';

const dollars = (cents: number) => centsToDollars(cents);

/**
 * Everything the shop holds about one e-mail (GDPR article 15 and 20): the account and its
 * address book, each order with its lines and addresses, the newsletter subscription and contact messages.
 */
export async function customerDataExport(db: Db, email: string, exportedAt: Date) {
  const { account, orders, newsletter, contactMessages, addressBook, items } = await customerDataRecords(db, email);
  return {
    exportedAt: exportedAt.toISOString(),
    email,
    account: account ?? null,
    addressBook,
    orders: orders.map(({ id, subtotalCents, shippingCents, taxCents, discountCents, totalCents, ...order }) => ({
      ...order,
      subtotal: dollars(subtotalCents),
      shipping: dollars(shippingCents),
      tax: dollars(taxCents),
      discount: dollars(discountCents),
      total: dollars(totalCents),
      items: items
        .filter((item) => item.orderId === id)
        .map(({ orderId: _orderId, unitPriceCents, lineTotalCents, ...item }) => ({
          ...item,
          unitPrice: dollars(unitPriceCents),
          lineTotal: dollars(lineTotalCents),
        })),
    })),
    newsletter: newsletter ?? null,
    contactMessages,
  };
}
