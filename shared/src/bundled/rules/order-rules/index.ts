/**
 * What the order pages show and check without validating a body: the order number's shape, the history's
 * page size, the refusals of an edit, return statuses and payment wording. Here rather than in the schemas
 * so that `/track` and the account's order pages do not download zod (decision 051, amended).
 */
export * from './order-words';
export * from './payment-method-label';
export * from './return-statuses';
