import { expect, it } from 'vitest';
import { productArtworkMigration } from '../src/db/migrations/0053-product-artwork';
import { describeEachDatabase } from './support/suite';

const MUG = 'overthinking-fuel-mug';
const TEE = 'villain-in-my-head-tee';
const STAFF_PICKED = 'panic-room-socks';

describeEachDatabase(
  'migration 0053: seeded product pictures redrawn',
  (api) => {
    const imagesOf = async (slug: string) => {
      const response = await api.fetch(`/api/products/${slug}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { product: { images: { imageUrl: string; altText: string }[] } }).product
        .images;
    };
    const productId = async (slug: string) =>
      (await api.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    /** The pictures as the seed wrote them before decision 046. */
    const oldPictures = async (slug: string, silhouette: string, views: string[]) => {
      const id = await productId(slug);
      await api.db.deleteFrom('productImages').where('productId', '=', id).execute();
      await api.db
        .insertInto('productImages')
        .values(
          views.map((view, index) => ({
            productId: id,
            imageUrl: `/api/art/products/${slug}-${index + 1}.svg?silhouette=${silhouette}`,
            altText: `Old name, ${view}`,
            displayOrder: index,
          })),
        )
        .execute();
    };

    it('when a database still has the old seed pictures, then they are redrawn as each product is; pictures staff chose stay', async () => {
      await oldPictures(MUG, 'pin', ['front view', 'back view', 'close-up detail', 'on stage with the Squad']);
      await oldPictures(TEE, 'tee', ['front view', 'back view']);
      const staffPicture = '/api/media/0123456789abcdef0123456789abcdef-full.webp';
      const socks = await productId(STAFF_PICKED);
      await api.db
        .updateTable('productImages')
        .set({ imageUrl: staffPicture })
        .where('productId', '=', socks)
        .where('displayOrder', '=', 0)
        .execute();

      await productArtworkMigration.up(api.db.withoutPlugins());

      const mug = await imagesOf(MUG);
      expect(mug.map((image) => new URL(image.imageUrl, 'http://x').searchParams.get('silhouette'))).toEqual(
        mug.map(() => 'mug'),
      );
      expect(mug.every((image) => image.altText.startsWith('Illustration of the Overthinking Fuel Mug'))).toBe(true);
      const tee = await imagesOf(TEE);
      expect(new URL(tee[0]!.imageUrl, 'http://x').searchParams.get('color')).toBe('red');
      expect(tee[0]!.altText).toBe('Illustration of the Villain in My Head Tee in red, front');
      expect((await imagesOf(STAFF_PICKED))[0]!.imageUrl).toBe(staffPicture);
    });
  },
  { seed: true },
);
