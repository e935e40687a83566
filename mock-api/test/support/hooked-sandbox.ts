import type { PaymentProvider } from '../../src/modules/payments/payment-provider';
import { createSandboxProvider } from '../../src/modules/payments/sandbox-provider';

/**
 * The sandbox, with a hook that runs while a payment is being authorised: between
 * create-order's first checks and its order transaction, as a staff edit could land.
 * It counts the payments asked for and the holds captured and released.
 */
export function hookedSandbox() {
  const sandbox = createSandboxProvider();
  const state = { duringAuthorize: async () => {}, authorized: [] as number[], captured: 0, released: 0 };
  const provider: PaymentProvider = {
    ...sandbox,
    async authorize(request) {
      const payment = await sandbox.authorize(request);
      state.authorized.push(request.amountCents);
      await state.duringAuthorize();
      return payment;
    },
    async capture(paymentId) {
      state.captured += 1;
      await sandbox.capture(paymentId);
    },
    async cancel(paymentId) {
      state.released += 1;
      await sandbox.cancel(paymentId);
    },
  };
  return { provider, state };
}
