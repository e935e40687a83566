import { AppError } from '../../src/http/app-error';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider';
import { createSandboxProvider } from '../../src/modules/payments/sandbox-provider';

export interface RecordedRefund {
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  refundId: string;
}

/**
 * The sandbox, recording every refund the provider answered, and failing the next refund of one
 * payment once (as a provider that stops answering would), so a test can retry the same request.
 */
export function recordingRefunds() {
  const sandbox = createSandboxProvider();
  const state = { refunds: [] as RecordedRefund[], failOnceFor: null as string | null };
  const provider: PaymentProvider = {
    ...sandbox,
    async refund(paymentId, idempotencyKey, amountCents) {
      if (state.failOnceFor === paymentId) {
        state.failOnceFor = null;
        throw AppError.unavailable('The payment service is not answering. Please try again in a moment.');
      }
      const { refundId } = await sandbox.refund(paymentId, idempotencyKey, amountCents);
      state.refunds.push({ paymentId, idempotencyKey, amountCents: amountCents ?? 0, refundId });
      return { refundId };
    },
  };
  return { provider, state };
}
