import { sql } from 'kysely';
import { ERASED_CUSTOMER } from '@ps/shared/console-schemas';
import type { Address } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';

/** An address reduced to what the books need (state and country, for tax); the rest is gone. */
const erasedAddress = (column: 'shipping_address' | 'billing_address') => sql<Address>`jsonb_build_object(
  'firstName', ${ERASED_CUSTOMER.firstName}::text, 'lastName', ${ERASED_CUSTOMER.lastName}::text,
  'address1', 'Erased', 'city', 'Erased', 'postalCode', '',
  'state', ${sql.ref(column)}->'state', 'country', ${sql.ref(column)}->'country')`;

/**
 * Erases one e-mail's personal data inside the caller's transaction: orders stay for the
 * books with the buyer's fields overwritten, everything else about them is deleted, and
 * deleting the account ends its sessions. Returns how much was touched, for the audit row.
 */
export async function eraseCustomerData(trx: Db, email: string, now: Date) {
  const account = await trx
    .selectFrom('customers')
    .select(['id', 'cartSessionId'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  const ofBuyer = account
    ? sql<boolean>`(lower(customer_email) = ${email} or customer_id = ${account.id})`
    : sql<boolean>`lower(customer_email) = ${email}`;

  const orders = await trx
    .updateTable('orders')
    .set({
      customerEmail: ERASED_CUSTOMER.email,
      customerFirstName: ERASED_CUSTOMER.firstName,
      customerLastName: ERASED_CUSTOMER.lastName,
      customerPhone: null,
      customerId: null,
      marketingEmails: false,
      notes: null,
      shippingAddress: erasedAddress('shipping_address'),
      billingAddress: erasedAddress('billing_address'),
      anonymisedAt: now,
      updatedAt: now,
      version: sql<number>`version + 1`,
    })
    .where(ofBuyer)
    .where('anonymisedAt', 'is', null)
    .returning(['id', 'orderNumber'])
    .execute();
  const orderIds = orders.map((order) => order.id);

  // Checkouts keep a copy of the form (e-mail, addresses, a new account's password hash).
  await trx
    .updateTable('checkoutSessions')
    .set({ customer: null, passwordHash: null, shippingAddress: null, billingAddress: null, orderDraft: null })
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(customer->>'email') = ${email}`,
        ...(orderIds.length > 0 ? [eb('orderId', 'in', orderIds)] : []),
        ...(account ? [eb('customerId', '=', account.id)] : []),
      ]),
    )
    .execute();

  const newsletter = await trx
    .deleteFrom('newsletterSubscribers')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  await trx
    .deleteFrom('backInStockRequests')
    .where(sql<string>`lower(email)`, '=', email)
    .execute();
  const contactMessages = await trx
    .deleteFrom('contactMessages')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  // Queued and sent mail to them holds their name and address too.
  await trx
    .deleteFrom('mailOutbox')
    .where(sql<string>`lower(message->>'to')`, '=', email)
    .execute();

  let sessions = 0n;
  if (account) {
    sessions = (await trx.deleteFrom('sessions').where('customerId', '=', account.id).executeTakeFirst())
      .numDeletedRows;
    if (account.cartSessionId) await trx.deleteFrom('carts').where('sessionId', '=', account.cartSessionId).execute();
    // One-time links go with the account (on delete cascade).
    await trx.deleteFrom('customers').where('id', '=', account.id).execute();
  }

  return {
    account: account !== undefined,
    accountId: account?.id ?? null,
    orderNumbers: orders.map((order) => order.orderNumber),
    newsletter: Number(newsletter.numDeletedRows),
    contactMessages: Number(contactMessages.numDeletedRows),
    sessions: Number(sessions),
  };
}
