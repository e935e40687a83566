import type { VariantAttributes } from '@ps/shared/schemas';
import type { CategoryRow, Db, NewCategory, NewProduct, ProductRow } from '../../src/db/tables';

let sequence = 0;
/** Unique per test run, so factories never collide with the seed or each other. */
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(sequence += 1)}`;

export async function createCategory(db: Db, overrides: Partial<NewCategory> = {}): Promise<CategoryRow> {
  const slug = overrides.slug ?? nextId('category');
  return db
    .insertInto('categories')
    .values({ name: `Category ${slug}`, slug, description: 'Made by a test', imageUrl: null, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface VariantOverrides {
  sku?: string;
  name?: string;
  attributes?: VariantAttributes;
  priceAdjustmentCents?: number;
  inventoryAvailable?: number;
}

export interface ProductOverrides extends Partial<NewProduct> {
  /** Defaults to one variant with 10 units. */
  variants?: VariantOverrides[];
  /** How many images to attach; defaults to 2. */
  imageCount?: number;
}

export type CreatedProduct = ProductRow & { variantIds: number[]; imageIds: number[] };

export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<CreatedProduct> {
  const { variants = [{}], imageCount = 2, ...productOverrides } = overrides;
  const categoryId = productOverrides.categoryId ?? (await createCategory(db)).id;
  const slug = productOverrides.slug ?? nextId('product');
  const product = await db
    .insertInto('products')
    .values({
      name: `Product ${slug}`,
      slug,
      basePriceCents: 2500,
      salePriceCents: null,
      ...productOverrides,
      categoryId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const images =
    imageCount === 0
      ? []
      : await db
          .insertInto('productImages')
          .values(
            Array.from({ length: imageCount }, (_, index) => ({
              productId: product.id,
              imageUrl: `/api/art/products/${slug}-${index + 1}.svg`,
              altText: `${product.name} image ${index + 1}`,
              displayOrder: index,
            })),
          )
          .returning('id')
          .execute();

  const createdVariants =
    variants.length === 0
      ? []
      : await db
          .insertInto('productVariants')
          .values(
            variants.map((variant, index) => ({
              productId: product.id,
              sku: variant.sku ?? `${slug}-V${index + 1}`.toUpperCase(),
              name: variant.name ?? `Variant ${index + 1}`,
              attributes: variant.attributes ?? {},
              priceAdjustmentCents: variant.priceAdjustmentCents ?? 0,
              inventoryAvailable: variant.inventoryAvailable ?? 10,
              displayOrder: index,
            })),
          )
          .returning('id')
          .execute();

  return {
    ...product,
    variantIds: createdVariants.map((variant) => variant.id),
    imageIds: images.map((image) => image.id),
  };
}
