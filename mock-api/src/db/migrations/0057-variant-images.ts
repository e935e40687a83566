import { sql, type Migration } from 'kysely';

/*
 * Pictures of a variant (issue 27 item 5): a variant points at some of its product's images, in its own order.
 * The product id sits in the row so that two composite foreign keys make the database refuse a variant pointing
 * at another product's image; deleting an image or a variant removes its rows. The catalog trigger of 0007
 * announces changes here like the other catalog tables, so cached product responses refresh.
 */
export const variantImagesMigration: Migration = {
  async up(db) {
    await sql`alter table product_variants add constraint product_variants_id_product_key unique (id, product_id)`.execute(
      db,
    );
    await sql`alter table product_images add constraint product_images_id_product_key unique (id, product_id)`.execute(
      db,
    );
    await db.schema
      .createTable('variant_images')
      .addColumn('variant_id', 'integer', (col) => col.notNull())
      .addColumn('image_id', 'integer', (col) => col.notNull())
      .addColumn('product_id', 'integer', (col) => col.notNull())
      .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('variant_images_pkey', ['variant_id', 'image_id'])
      .addForeignKeyConstraint(
        'variant_images_variant_fkey',
        ['variant_id', 'product_id'],
        'product_variants',
        ['id', 'product_id'],
        (constraint) => constraint.onDelete('cascade'),
      )
      .addForeignKeyConstraint(
        'variant_images_image_fkey',
        ['image_id', 'product_id'],
        'product_images',
        ['id', 'product_id'],
        (constraint) => constraint.onDelete('cascade'),
      )
      .execute();
    await db.schema.createIndex('variant_images_image_idx').on('variant_images').column('image_id').execute();
    await sql`
      create trigger variant_images_changed
        after insert or update or delete or truncate on variant_images
        for each statement execute function notify_catalog_changed()
    `.execute(db);
  },
};
