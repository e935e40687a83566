export { type CartLineRecord, countedLines } from './cart-lines';
export { listCartLines } from './cart-lines-repository';
export { type PricedLine, type ShippingRules, shippingRulesOf, summarizeCart } from './cart-summary';
export { mergeCartInto } from './merge-carts-repository';
export { assertOrderWithinPurchaseLimits } from './purchase-limit';
export { cartRouter } from './routes';
export { createCartService } from './service';
export { toCart } from './to-cart';
