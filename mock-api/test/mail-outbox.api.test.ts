import { expect, it } from 'vitest';
import type { Db } from '../src/db/tables';
import { createMailDispatcher, type DispatcherOptions } from '../src/platform/mail/mail-dispatcher';
import type { Mailer } from '../src/platform/mail/mailer';
import { enqueueMail } from '../src/platform/mail/outbox';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import { expectError } from './support/cart-client';
import { guest, readyToPay } from './support/checkout-client';
import { silentLogger } from './support/databases';
import { createProduct } from './support/factories';
import { recordingMailer } from './support/recording-mailer';
import { describeEachDatabase } from './support/suite';

/** The sandbox, except that someone else buys the last units while the shopper's card is being held. */
function sellOutDuringPayment(db: () => Db): PaymentProvider & { sellOutNext: (variantId: number) => void } {
  const sandbox = createSandboxProvider();
  let variantToSellOut: number | undefined;
  return {
    ...sandbox,
    sellOutNext(variantId) {
      variantToSellOut = variantId;
    },
    async authorize(request) {
      const payment = await sandbox.authorize(request);
      if (variantToSellOut !== undefined) {
        await db()
          .updateTable('productVariants')
          .set({ inventoryAvailable: 0 })
          .where('id', '=', variantToSellOut)
          .execute();
        variantToSellOut = undefined;
      }
      return payment;
    },
  };
}

const payments = sellOutDuringPayment(() => currentDb);
let currentDb: Db;

const dispatcherOn = (db: Db, mailer: Mailer, options: Partial<DispatcherOptions> = {}) =>
  createMailDispatcher({ kysely: db, listen: () => Promise.resolve() }, mailer, silentLogger, options);

const mailRows = (db: Db) => db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();

const message = (index: number) => ({ to: `fan-${index}@example.com`, subject: `Note ${index}`, text: 'Hi' });

// The suite's server sends nothing, so each test sees the outbox exactly as a crash right after commit leaves it.
describeEachDatabase(
  'mail outbox',
  (api) => {
    it('sends an order confirmation queued before a crash: the row was committed with the order, a new dispatcher sends it', async () => {
      currentDb = api.db;
      await api.db.deleteFrom('mailOutbox').execute();
      const product = await createProduct(api.db);
      const shopper = await readyToPay(api, [
        { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 },
      ]);
      const placed = await shopper.createOrder();
      expect(placed.status).toBe(201);
      const { orderNumber } = (await placed.json()) as { orderNumber: string };

      const [queued, ...others] = await mailRows(api.db);
      expect(others).toEqual([]);
      expect(queued).toMatchObject({ kind: 'order_confirmation', status: 'pending', attempts: 0 });
      expect(queued?.message.subject).toBe(`Order confirmed: ${orderNumber}`);

      const restarted = recordingMailer();
      expect(await dispatcherOn(api.db, restarted.mailer).drain()).toBe(1);
      expect(restarted.sent.map((mail) => mail.subject)).toEqual([`Order confirmed: ${orderNumber}`]);
      expect((await mailRows(api.db))[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(await dispatcherOn(api.db, restarted.mailer).drain()).toBe(0);
      expect(restarted.sent).toHaveLength(1);
    });

    it('queues nothing when the order transaction rolls back', async () => {
      currentDb = api.db;
      await api.db.deleteFrom('mailOutbox').execute();
      const product = await createProduct(api.db);
      const variantId = product.variantIds[0] ?? 0;
      const customer = guest({ createAccount: true, password: 'Secret123', confirmPassword: 'Secret123' });
      const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity: 1 }], { customer });
      payments.sellOutNext(variantId);
      await expectError(await shopper.createOrder(), 409);
      expect(await mailRows(api.db)).toEqual([]);
      const accounts = await api.db.selectFrom('customers').select('id').where('email', '=', customer.email).execute();
      expect(accounts).toEqual([]);

      await expect(
        api.db.transaction().execute(async (trx) => {
          await enqueueMail(trx, 'newsletter_welcome', message(0));
          throw new Error('the signup failed after queueing its mail');
        }),
      ).rejects.toThrow('the signup failed');
      expect(await mailRows(api.db)).toEqual([]);
    });

    it('retries a failing transport with backoff, then sends once; gives up after the last attempt', async () => {
      await api.db.deleteFrom('mailOutbox').execute();
      await enqueueMail(api.db, 'newsletter_welcome', message(1));
      const flaky = recordingMailer({ failures: 2 });
      // A base delay long enough that "not due yet" holds on a loaded machine, short enough to wait out.
      const dispatcher = dispatcherOn(api.db, flaky.mailer, { retryBaseMs: 1_000, maxAttempts: 5 });

      expect(await dispatcher.drain()).toBe(1);
      const [afterFirst] = await mailRows(api.db);
      expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
      // Not due yet: the retry waits at least half the base delay.
      expect(await dispatcher.drain()).toBe(0);
      for (let tries = 0; flaky.sent.length === 0 && tries < 300; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await dispatcher.drain();
      }
      expect(flaky.attempts).toBe(3);
      expect(flaky.sent.map((mail) => mail.subject)).toEqual(['Note 1']);
      expect((await mailRows(api.db))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

      await enqueueMail(api.db, 'newsletter_welcome', message(2));
      const broken = recordingMailer({ failures: 99 });
      const hopeless = dispatcherOn(api.db, broken.mailer, { retryBaseMs: 1, maxAttempts: 2 });
      for (let tries = 0; broken.attempts < 2 && tries < 100; tries += 1) {
        await hopeless.drain();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await hopeless.drain();
      expect(broken.attempts).toBe(2);
      expect((await mailRows(api.db))[1]).toMatchObject({ status: 'failed', attempts: 2 });
    });

    it('sends each message exactly once with two dispatchers claiming at the same time', async () => {
      await api.db.deleteFrom('mailOutbox').execute();
      const count = 40;
      for (let index = 0; index < count; index += 1) await enqueueMail(api.db, 'newsletter_welcome', message(index));
      const first = recordingMailer({ delayMs: 3 });
      const second = recordingMailer({ delayMs: 3 });
      const options = { batchSize: 3 };
      await Promise.all([
        dispatcherOn(api.db, first.mailer, options).drain(),
        dispatcherOn(api.db, second.mailer, options).drain(),
      ]);
      const subjects = [...first.sent, ...second.sent].map((mail) => mail.subject).sort();
      expect(subjects).toEqual(Array.from({ length: count }, (_, index) => `Note ${index}`).sort());
      const rows = await mailRows(api.db);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      if (api.driver === 'postgres') {
        // On a server the two really run side by side: each got a share.
        expect(first.sent.length).toBeGreaterThan(0);
        expect(second.sent.length).toBeGreaterThan(0);
      }
    });

    it('wakes at once when a message is committed, and stops claiming after stop()', async () => {
      await api.db.deleteFrom('mailOutbox').execute();
      const mail = recordingMailer();
      const listeners: (() => void)[] = [];
      const dispatcher = createMailDispatcher(
        {
          kysely: api.db,
          listen: (_channel, handlers) => {
            listeners.push(handlers.notify);
            return Promise.resolve();
          },
        },
        mail.mailer,
        silentLogger,
        { pollIntervalMs: 60_000 },
      );
      await dispatcher.start();
      await enqueueMail(api.db, 'newsletter_welcome', message(7));
      listeners.forEach((notify) => notify());
      for (let tries = 0; mail.sent.length === 0 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(mail.sent.map((sent) => sent.subject)).toEqual(['Note 7']);
      await dispatcher.stop(1_000);
      await enqueueMail(api.db, 'newsletter_welcome', message(8));
      listeners.forEach((notify) => notify());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mail.sent).toHaveLength(1);
    });
  },
  { overrides: { backgroundWork: false, payments } },
);
