export { createPaymentProvider } from './create-payment-provider';
export type { PaymentProvider } from './payment-provider';
export { paymentsRouter } from './routes';
export { createPaymentWebhookService } from './service';
