import { randomUUID } from 'node:crypto';
import type { OrderStatus, PaymentStatus, VariantAttributes } from '@ps/shared/schemas';
import { nextTestId as nextId, TEST_BASE_PRICE_CENTS, testAddress } from '@ps/test-kit/factories';
import type { CategoryRow, Db, NewCategory, NewProduct, ProductRow } from '../../src/db/tables';

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
  lowStockThreshold?: number;
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
      basePriceCents: TEST_BASE_PRICE_CENTS,
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
              ...(variant.lowStockThreshold === undefined ? {} : { lowStockThreshold: variant.lowStockThreshold }),
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

export interface OrderLineOverrides {
  productId: number;
  variantId?: number;
  name?: string;
  quantity?: number;
  unitPriceCents?: number;
}

export interface OrderOverrides {
  email?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** When the order was placed; defaults to now. */
  createdAt?: Date;
  /** Defaults to one line of a new product's first variant, 1 × $25.00. */
  lines?: OrderLineOverrides[];
}

/** An order row straight in the database (no checkout, no stock moved): totals are its lines, nothing added. */
export async function createOrder(db: Db, overrides: OrderOverrides = {}) {
  const lines = overrides.lines ?? [{ productId: (await createProduct(db)).id }];
  const items = lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const unitPriceCents = line.unitPriceCents ?? TEST_BASE_PRICE_CENTS;
    return { ...line, quantity, unitPriceCents, lineTotalCents: quantity * unitPriceCents };
  });
  const totalCents = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const orderNumber = nextId('PS-TEST').toUpperCase();
  const order = await db
    .insertInto('orders')
    .values({
      orderNumber,
      ownerSessionId: randomUUID(),
      checkoutSessionId: randomUUID(),
      idempotencyKey: orderNumber,
      status: overrides.status ?? 'confirmed',
      paymentStatus: overrides.paymentStatus ?? 'paid',
      paymentMethodType: 'card',
      paymentProvider: 'sandbox',
      paymentReference: `pi_${orderNumber}`,
      paymentBrand: null,
      paymentLast4: null,
      shippingMethod: 'standard',
      subtotalCents: totalCents,
      shippingCents: 0,
      taxCents: 0,
      totalCents,
      taxJurisdiction: 'IL',
      taxRateBasisPoints: 0,
      customerId: null,
      customerEmail: overrides.email ?? `${nextId('buyer')}@example.com`,
      customerFirstName: 'Test',
      customerLastName: 'Buyer',
      customerPhone: null,
      shippingAddress: testAddress,
      billingAddress: testAddress,
      notes: null,
      estimatedDelivery: '2030-01-01',
      createdAt: overrides.createdAt ?? new Date(),
    })
    .returning(['id', 'orderNumber', 'totalCents'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderItems')
    .values(
      items.map((item) => ({
        orderId: order.id,
        productId: item.productId,
        variantId: item.variantId ?? null,
        productName: item.name ?? `Product ${item.productId}`,
        variantName: 'Variant 1',
        sku: `SKU-${item.productId}`,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        lineTotalCents: item.lineTotalCents,
        imageUrl: null,
      })),
    )
    .execute();
  return order;
}
