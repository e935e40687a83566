export { StripePaymentElement, type CollectStripePayment, type StripePayment } from './stripe-payment-element';
