export { createPaymentProvider } from './create-payment-provider';
export {
  paymentMethodUnavailable,
  type AuthorizedPayment,
  type PaymentProvider,
  type PaymentRequest,
} from './payment-provider';
export { paymentsRouter } from './routes';
export { createPaymentWebhookService } from './service';
