export { currentPriceCents, variantPriceCents } from './pricing';
export type { ProductRecord } from './product-records';
export { createProductRepository, type ProductRepository } from './repository';
export { productsRouter } from './routes';
export { createProductService } from './service';
export { toProduct } from './to-product';
