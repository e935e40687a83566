import type { PaymentProvider } from '../../src/modules/payments/payment-provider';
import { createSandboxProvider } from '../../src/modules/payments/sandbox-provider';

/**
 * The sandbox behind a barrier: no payment is answered until `racers` have asked, so
 * every racer passes the stock check before paying and they all meet at the order
 * transaction. It counts the holds captured and released.
 */
export function racingSandbox() {
  const sandbox = createSandboxProvider();
  const counts = { captured: 0, released: 0 };
  let waiting: (() => void)[] = [];
  let racers = 0;
  const provider: PaymentProvider = {
    ...sandbox,
    async authorize(request) {
      const payment = await sandbox.authorize(request);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length >= racers) waiting.forEach((release) => release());
      });
      return payment;
    },
    async capture(paymentId) {
      counts.captured += 1;
      await sandbox.capture(paymentId);
    },
    async cancel(paymentId) {
      counts.released += 1;
      await sandbox.cancel(paymentId);
    },
  };
  const startRace = (count: number) => {
    racers = count;
    waiting = [];
    Object.assign(counts, { captured: 0, released: 0 });
  };
  return { provider, counts, startRace };
}
