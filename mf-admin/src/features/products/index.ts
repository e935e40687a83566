export { ProductDetailPage } from './detail/product-detail-page';
export { ImportProductsPage } from './import/import-products-page';
export { EditProductPage, NewProductPage } from './form/product-form-page';
export { ProductsPage } from './list/products-page';
