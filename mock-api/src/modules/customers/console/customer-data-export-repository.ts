import { sql } from 'kysely';
import type { Db } from '../../../db/tables';

/** Every row the shop holds about one e-mail; one person's records, so they are read whole. */
export async function customerDataRecords(db: Db, email: string) {
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

  return { account, orders, newsletter, contactMessages, addressBook, items };
}
