export { createCheckoutCompletion } from './complete-checkout';
export { paymentHolds } from './payment-holds-repository';
export { createOrderPlacement } from './place-order';
export { createPaymentReturn } from './payment-return';
export { checkoutRouter } from './routes';
export { createCheckoutService } from './service';
export { quoteOrder } from './order-quote';
