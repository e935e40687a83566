export { createPaymentProvider } from './create-payment-provider';
export {
  paymentMethodUnavailable,
  paymentRefused,
  type AuthorizedPayment,
  type PaymentProvider,
  type PaymentRequest,
  type RedirectStart,
  type RedirectedPayment,
} from './payment-provider';
export { paymentsRouter } from './routes';
export { createPaymentWebhookService } from './service';
