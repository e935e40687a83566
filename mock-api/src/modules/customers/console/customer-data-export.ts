import { sql } from 'kysely';
import type { Db } from '../../../db/tables';
import { centsToDollars } from '../../../lib/money';

const dollars = (cents: number) => centsToDollars(cents);

/**
 * Everything the shop holds about one e-mail (GDPR article 15 and 20): the account and its
 * address book, each order with its lines and addresses, the newsletter subscription and contact messages.
 * One person's records, so they are read whole.
 */
export async function customerDataExport(db: Db, email: string, exportedAt: Date) {
  const [account, orders, newsletter, contactMessages, addressBook] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['email', 'firstName', 'lastName', 'marketingEmails', 'createdAt'])
      .where('email', '=', email)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select([
        'id',
        'orderNumber',
        'createdAt',
        'status',
        'paymentStatus',
        'paymentMethodType',
        'paymentBrand',
        'paymentLast4',
        'customerEmail',
        'customerFirstName',
        'customerLastName',
        'customerPhone',
        'marketingEmails',
        'shippingAddress',
        'billingAddress',
        'shippingMethod',
        'notes',
        'subtotalCents',
        'shippingCents',
        'taxCents',
        'discountCents',
        'totalCents',
        'carrier',
        'trackingNumber',
      ])
      .where(sql<boolean>`lower(customer_email) = ${email} and anonymised_at is null`)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('newsletterSubscribers')
      .select(['email', 'name', 'source', 'wantsUpdates', 'subscribedAt', 'unsubscribedAt', 'createdAt'])
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst(),
    db
      .selectFrom('contactMessages')
      .select(['id', 'name', 'email', 'topic', 'orderNumber', 'message', 'createdAt'])
      .where(sql<string>`lower(email)`, '=', email)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('customerAddresses')
      .innerJoin('customers', 'customers.id', 'customerAddresses.customerId')
      .select([
        'customerAddresses.address',
        'customerAddresses.isDefaultShipping',
        'customerAddresses.isDefaultBilling',
        'customerAddresses.createdAt',
      ])
      .where('customers.email', '=', email)
      .orderBy('customerAddresses.id')
      .execute(),
  ]);
  const items =
    orders.length === 0
      ? []
      : await db
          .selectFrom('orderItems')
          .select(['orderId', 'productName', 'variantName', 'sku', 'quantity', 'unitPriceCents', 'lineTotalCents'])
          .where(
            'orderId',
            'in',
            orders.map((order) => order.id),
          )
          .orderBy('id')
          .execute();

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
