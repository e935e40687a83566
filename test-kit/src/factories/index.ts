export { buildAdminProduct } from './admin-product';
export { buildProduct, TEST_BASE_PRICE_CENTS } from './product';
export { testAddress } from './test-address';
export { nextTestId } from './test-ids';
export { buildAdminOrder, buildOrderDetail } from './order';
