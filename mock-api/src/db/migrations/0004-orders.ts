import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Orders keep their own copy of what was bought (names, prices in cents, image) so
 * later catalog edits never change a placed order. Customers are accounts made at
 * checkout; e-mails are stored lower-cased so the unique key is case-insensitive.
 */

const ORDER_STATUSES = sql`('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`;

async function createCustomers(db: Kysely<unknown>) {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('marketing_emails', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

const money = (name: string) => sql`${sql.ref(name)} >= 0`;

async function createOrders(db: Kysely<unknown>) {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_number', 'text', (col) => col.notNull().unique())
    .addColumn('owner_session_id', 'uuid', (col) => col.notNull())
    .addColumn('checkout_session_id', 'uuid', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ${ORDER_STATUSES}`),
    )
    .addColumn('payment_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`payment_status in ('pending', 'paid', 'failed', 'refunded')`),
    )
    .addColumn('payment_method_type', 'text', (col) => col.notNull())
    .addColumn('payment_provider', 'text', (col) => col.notNull())
    .addColumn('payment_reference', 'text', (col) => col.notNull())
    .addColumn('payment_brand', 'text')
    .addColumn('payment_last4', 'text', (col) => col.check(sql`payment_last4 ~ '^[0-9]{4}$'`))
    .addColumn('shipping_method', 'text', (col) => col.notNull())
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(money('subtotal_cents')))
    .addColumn('shipping_cents', 'integer', (col) => col.notNull().check(money('shipping_cents')))
    .addColumn('tax_cents', 'integer', (col) => col.notNull().check(money('tax_cents')))
    .addColumn('discount_cents', 'integer', (col) => col.notNull().defaultTo(0).check(money('discount_cents')))
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('tax_jurisdiction', 'text', (col) => col.notNull())
    .addColumn('tax_rate_basis_points', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_first_name', 'text', (col) => col.notNull())
    .addColumn('customer_last_name', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('marketing_emails', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('shipping_address', 'jsonb', (col) => col.notNull())
    .addColumn('billing_address', 'jsonb', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('estimated_delivery', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'orders_total_adds_up',
      sql`total_cents = subtotal_cents + shipping_cents + tax_cents - discount_cents`,
    )
    // A retried or raced create-order from one browser with one key lands on the same order.
    .addUniqueConstraint('orders_owner_idempotency_key', ['owner_session_id', 'idempotency_key'])
    .execute();

  // History: one browser's orders, newest first.
  await db.schema
    .createIndex('orders_owner_newest_idx')
    .on('orders')
    .columns(['owner_session_id', 'created_at desc', 'id desc'])
    .execute();
}

async function createOrderLinesAndEvents(db: Kysely<unknown>) {
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('variant_id', 'integer', (col) => col.references('product_variants.id').onDelete('set null'))
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('variant_name', 'text', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull().check(money('unit_price_cents')))
    .addColumn('line_total_cents', 'integer', (col) =>
      col.notNull().check(sql`line_total_cents = unit_price_cents * quantity`),
    )
    .addColumn('image_url', 'text')
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${ORDER_STATUSES}`))
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'created_at'])
    .execute();
}

export const ordersMigration: Migration = {
  async up(db) {
    await createCustomers(db);
    await createOrders(db);
    await createOrderLinesAndEvents(db);
  },
};
