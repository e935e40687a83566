export { addPromotionRoutes } from './admin-routes';
export { createPromotionAdminService, type PromotionAdminService } from './admin-service';
export { appliedOf, type CartPromotion, judgeCartPromotion, toCartPromo } from './cart-promotion';
export { checkoutPromotion, judgeCheckoutPromotion, promotionForOrder } from './checkout-promotion';
export { goodsDiscountCents, judgePromotion, type DiscountLine, type PromotionTerms } from './discount-rules';
export { promotionQueries } from './repository';
export { takePromotionUse } from './take-promotion-use';
export { promoRefused, unknownPromo } from './promo-errors';
