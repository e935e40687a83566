import {
  normalizeAddress,
  type Address,
  type calculateTaxBodySchema,
  type CalculateTaxResponse,
  type CheckoutSession,
  type OrderDraft,
  type PaymentConfig,
  type ShippingMethodsResponse,
  type updateCheckoutSessionBodySchema,
  type ValidateAddressResponse,
} from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { hashPassword } from '../../platform/passwords/password-hash';
import { type CartLineRecord, countedLines, type ShippingRules, shippingRulesOf } from '../cart';
import { paymentMethodUnavailable, type PaymentProvider } from '../payments';
import { checkoutPromotion } from '../promotions';
import type { SettingsStore } from '../settings';
import { checkoutCompleted, checkoutSessionNotFound } from './checkout-errors';
import { shippingMethodsFor } from './order-quote';
import { checkoutQueries, type CheckoutSessionPatch, type CheckoutSessionRecord } from './repository';
import { taxCents, taxRateFor } from './tax-table';
import { assertCartBuyable } from './stock-problem';
import { pricedLines, toCheckoutSession } from './to-checkout-session';

type SessionUpdate = z.output<typeof updateCheckoutSessionBodySchema>;
type TaxQuery = z.output<typeof calculateTaxBodySchema>;

async function patchFromUpdate(update: SessionUpdate): Promise<CheckoutSessionPatch> {
  const patch: CheckoutSessionPatch = {};
  if (update.customer) {
    const { email, createAccount, marketingEmails, password } = update.customer;
    patch.customer = { email, createAccount, marketingEmails };
    // The schema made sure a new account has a password; only its hash is ever kept.
    patch.passwordHash = createAccount && password ? await hashPassword(password) : null;
  }
  if (update.shippingAddress) patch.shippingAddress = normalizeAddress(update.shippingAddress);
  if (update.billingAddress !== undefined) {
    patch.billingAddress = update.billingAddress && normalizeAddress(update.billingAddress);
  }
  if (update.shippingMethod) patch.shippingMethod = update.shippingMethod;
  if (update.sameAsShipping !== undefined) patch.sameAsShipping = update.sameAsShipping;
  return patch;
}

export function createCheckoutService(db: Db, payments: PaymentProvider, settings: SettingsStore) {
  // Read before taking a connection below: a settings reload takes a connection of its own.
  const shippingRules = async () => shippingRulesOf(await settings.current());

  /**
   * Runs a request's statements on one connection: under load each separate statement would wait for a
   * free connection again (PGlite has only one).
   */
  const onOneConnection = <T>(work: (connection: Db, rules: ShippingRules) => Promise<T>): Promise<T> =>
    shippingRules().then((rules) => db.connection().execute((connection) => work(connection, rules)));

  async function present(
    connection: Db,
    session: CheckoutSessionRecord,
    lines: readonly CartLineRecord[],
    rules: ShippingRules,
  ): Promise<CheckoutSession> {
    const email = session.customer?.email ?? null;
    const promotion = await checkoutPromotion(connection, session.ownerSessionId, countedLines(lines), email);
    return toCheckoutSession(session, lines, rules, promotion);
  }

  /** Another browser's session answers exactly like one that does not exist. */
  async function findOwned(connection: Db, ownerSessionId: string, id: string): Promise<CheckoutSessionRecord> {
    const session = await checkoutQueries.findSession(connection, id);
    if (!session || session.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    return session;
  }

  /** Starting or continuing a checkout needs a cart that can be ordered as it is. */
  async function buyableCartLines(connection: Db, ownerSessionId: string): Promise<CartLineRecord[]> {
    const lines = await checkoutQueries.listCartLines(connection, ownerSessionId);
    assertCartBuyable(lines);
    return lines;
  }

  function update(
    ownerSessionId: string,
    id: string,
    patchOf: (session: CheckoutSessionRecord) => CheckoutSessionPatch,
  ): Promise<CheckoutSession> {
    return onOneConnection(async (connection, rules) => {
      const session = await findOwned(connection, ownerSessionId, id);
      if (session.orderId !== null) throw checkoutCompleted(session.orderNumber);
      const lines = await buyableCartLines(connection, ownerSessionId);
      // Closed meanwhile (its order placed from another tab): answered as it is now.
      const updated =
        (await checkoutQueries.updateOpenSession(connection, id, patchOf(session))) ??
        (await findOwned(connection, ownerSessionId, id));
      return present(connection, updated, lines, rules);
    });
  }

  return {
    /**
     * Creating an id this browser already has returns it as it is (created: false). `admit` counts the
     * request against the client's limit first, on the same connection.
     */
    createSession(ownerSessionId: string, id: string, admit: (connection: Db) => Promise<void>) {
      return onOneConnection(async (connection, rules) => {
        await admit(connection);
        const lines = await buyableCartLines(connection, ownerSessionId);
        const inserted = await checkoutQueries.insertSession(connection, id, ownerSessionId);
        const session = inserted ?? (await checkoutQueries.findSession(connection, id));
        if (!session || session.ownerSessionId !== ownerSessionId) {
          throw new AppError(409, 'CHECKOUT_SESSION_TAKEN', 'This checkout session id is taken: make a new one');
        }
        return { session: await present(connection, session, lines, rules), created: inserted !== undefined };
      });
    },

    getSession(ownerSessionId: string, id: string): Promise<CheckoutSession> {
      return onOneConnection(async (connection, rules) => {
        const session = await findOwned(connection, ownerSessionId, id);
        const lines = await checkoutQueries.listCartLines(connection, ownerSessionId);
        return present(connection, session, lines, rules);
      });
    },

    async updateSession(ownerSessionId: string, id: string, body: SessionUpdate): Promise<CheckoutSession> {
      // Hashed before the connection is taken: a password hash is slow on purpose.
      const patch = await patchFromUpdate(body);
      return update(ownerSessionId, id, () => patch);
    },

    async saveOrderDraft(ownerSessionId: string, id: string, draft: OrderDraft): Promise<CheckoutSession> {
      if (!payments.methods.includes(draft.paymentMethod.type)) throw paymentMethodUnavailable(payments.methods);
      const billingAddress = draft.billingAddress ? normalizeAddress(draft.billingAddress) : undefined;
      return update(ownerSessionId, id, (session) => ({
        orderDraft: { ...draft, billingAddress },
        billingAddress: billingAddress ?? null,
        sameAsShipping: draft.sameAsShipping,
        customer:
          session.customer && draft.marketingEmails !== undefined
            ? { ...session.customer, marketingEmails: draft.marketingEmails }
            : session.customer,
      }));
    },

    async shippingMethods(ownerSessionId: string): Promise<ShippingMethodsResponse> {
      const lines = await checkoutQueries.listCartLines(db, ownerSessionId);
      return { shippingMethods: shippingMethodsFor(pricedLines(lines), await shippingRules()) };
    },

    validateAddress(address: Address): ValidateAddressResponse {
      return { valid: true, address: normalizeAddress(address), suggestions: [] };
    },

    calculateTax({ address, amount }: TaxQuery): CalculateTaxResponse {
      const { state, country } = normalizeAddress(address);
      const rate = taxRateFor(country, state);
      return {
        tax: centsToDollars(taxCents(dollarsToCents(amount), rate)),
        rate: rate.basisPoints / 10_000,
        jurisdiction: rate.jurisdiction,
      };
    },

    paymentConfig(): PaymentConfig {
      const { name, testMode, publishableKey, methods } = payments;
      const config = { provider: name, testMode, methods: [...methods] };
      return publishableKey ? { ...config, publishableKey } : config;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
