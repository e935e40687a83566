import type { Migration } from 'kysely';
import { seedArtwork } from './0053-seed-artwork';

/*
 * Databases seeded before decision 046 show every accessory as one badge, tees in white and "back"
 * pictures that are the front again. Each seeded product whose pictures are still the seed's own
 * gets the current drawings (its kind, its colour, real back and close-up) and alt text that says
 * they are illustrations. A product whose pictures staff changed keeps them. A new database has no
 * products yet when migrations run; the seed then writes the new pictures itself.
 */

async function redraw(
  db: Parameters<Migration['up']>[0],
  slug: string,
  images: { imageUrl: string; altText: string }[],
) {
  const product = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!product) return;
  const current: { url: string }[] = await db
    .selectFrom('product_images')
    .select('image_url as url')
    .where('product_id', '=', product.id)
    .execute();
  const seedsOwn = current.length > 0 && current.every(({ url }) => url.startsWith(`/api/art/products/${slug}-`));
  if (!seedsOwn) return;
  await db.deleteFrom('product_images').where('product_id', '=', product.id).execute();
  await db
    .insertInto('product_images')
    .values(
      images.map((image, index) => ({
        product_id: product.id,
        image_url: image.imageUrl,
        alt_text: image.altText,
        display_order: index,
      })),
    )
    .execute();
}

export const productArtworkMigration: Migration = {
  async up(db) {
    for (const product of seedArtwork) await redraw(db, product.slug, product.images);
  },
};
