import { sql, type Migration } from 'kysely';

/*
 * An order ships in parcels (issue 27 item 2, decision 071): each has its carrier, tracking
 * number and the units of each line it carries, and is delivered on its own. A timeline entry
 * may name the parcel it is about. The order keeps its own carrier and tracking number as those
 * of its newest parcel. An order that shipped before this migration becomes one parcel of all its
 * units, with the order's carrier and tracking number, delivered when the order was.
 */
export const orderShipmentsMigration: Migration = {
  async up(db) {
    // Like the timeline, the staff member's name is copied rather than referenced.
    await db.schema
      .createTable('order_shipments')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('carrier', 'text', (col) => col.notNull())
      .addColumn('tracking_number', 'text', (col) => col.notNull())
      .addColumn('shipped_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('actor_staff_id', 'integer')
      .addColumn('actor_name', 'text')
      .execute();
    await db.schema.createIndex('order_shipments_order_idx').on('order_shipments').column('order_id').execute();

    await db.schema
      .createTable('order_shipment_lines')
      .addColumn('shipment_id', 'integer', (col) => col.notNull().references('order_shipments.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addPrimaryKeyConstraint('order_shipment_lines_pk', ['shipment_id', 'order_item_id'])
      .execute();
    await db.schema
      .createIndex('order_shipment_lines_item_idx')
      .on('order_shipment_lines')
      .column('order_item_id')
      .execute();

    await db.schema
      .alterTable('order_events')
      .addColumn('shipment_id', 'integer', (col) => col.references('order_shipments.id').onDelete('cascade'))
      .addColumn('shipment_step', 'text', (col) => col.check(sql`shipment_step in ('sent', 'delivered')`))
      .execute();
    await sql`
      alter table order_events add constraint order_events_shipment_step_named
      check ((shipment_id is null) = (shipment_step is null))
    `.execute(db);

    await moveShippedOrdersIntoParcels(db);
  },
};

/**
 * Every order with a carrier and tracking number but no parcel becomes one parcel of all its units,
 * shipped when the order did and delivered when its delivered entry says; run again, it adds nothing.
 */
export async function moveShippedOrdersIntoParcels(db: Parameters<Migration['up']>[0]): Promise<void> {
  await sql`
    insert into order_shipments (order_id, carrier, tracking_number, shipped_at, delivered_at)
    select o.id, o.carrier, o.tracking_number, coalesce(o.shipped_at, o.updated_at),
      coalesce(
        (select min(e.created_at) from order_events e where e.order_id = o.id and e.status = 'delivered'),
        case when o.status = 'delivered' then o.updated_at end
      )
    from orders o
    where o.carrier is not null and o.tracking_number is not null
      and not exists (select 1 from order_shipments s where s.order_id = o.id)
    order by o.id
  `.execute(db);
  await sql`
    insert into order_shipment_lines (shipment_id, order_item_id, quantity)
    select s.id, i.id, i.quantity from order_shipments s join order_items i on i.order_id = s.order_id
    where not exists (select 1 from order_shipment_lines l where l.shipment_id = s.id)
  `.execute(db);
}
