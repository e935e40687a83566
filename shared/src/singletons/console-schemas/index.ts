/**
 * The console's schemas (decision 060): only the console and the API import them, so a fan page
 * never loads them; they build on the fans' schemas, never the other way round.
 */
export * from './admin-analytics';
export * from './admin-category';
export * from './admin-customer';
export * from './admin-dashboard';
export * from './admin-order-refund';
export * from './admin-order';
export * from './admin-product-bulk';
export * from './admin-product';
export * from './inventory';
export * from './mailing';
export * from './music';
export * from './order-transitions';
export * from './staff-notification';
export * from './staff-permissions';
export * from './staff-roles';
export * from './staff-two-factor';
export * from './staff';
export * from './admin-order-return';
export * from './order-shipment';
export * from './admin-order-edit';
