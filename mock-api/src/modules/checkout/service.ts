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
import { hashPassword } from '../accounts/password-hash';
import { paymentMethodUnavailable, type PaymentProvider } from '../payments/payment-provider';
import { checkoutPromotion } from '../promotions/checkout-promotion';
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

export function createCheckoutService(db: Db, payments: PaymentProvider) {
  async function present(session: CheckoutSessionRecord): Promise<CheckoutSession> {
    const lines = await checkoutQueries.listCartLines(db, session.ownerSessionId);
    const email = session.customer?.email ?? null;
    return toCheckoutSession(session, lines, await checkoutPromotion(db, session.ownerSessionId, lines, email));
  }

  /** Another browser's session answers exactly like one that does not exist. */
  async function findOwned(ownerSessionId: string, id: string): Promise<CheckoutSessionRecord> {
    const session = await checkoutQueries.findSession(db, id);
    if (!session || session.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    return session;
  }

  /** Starting or continuing a checkout needs a cart that can be ordered as it is. */
  async function assertBuyableCart(ownerSessionId: string): Promise<void> {
    assertCartBuyable(await checkoutQueries.listCartLines(db, ownerSessionId));
  }

  async function update(ownerSessionId: string, id: string, patch: CheckoutSessionPatch): Promise<CheckoutSession> {
    const session = await findOwned(ownerSessionId, id);
    if (session.orderId !== null) throw checkoutCompleted(session.orderNumber);
    await assertBuyableCart(ownerSessionId);
    await checkoutQueries.updateSession(db, id, patch);
    return present(await findOwned(ownerSessionId, id));
  }

  return {
    /** Creating an id this browser already has returns it as it is (created: false). */
    async createSession(ownerSessionId: string, id: string) {
      await assertBuyableCart(ownerSessionId);
      const created = await checkoutQueries.insertSession(db, id, ownerSessionId);
      const session = await checkoutQueries.findSession(db, id);
      if (!session || session.ownerSessionId !== ownerSessionId) {
        throw new AppError(409, 'CHECKOUT_SESSION_TAKEN', 'This checkout session id is taken: make a new one');
      }
      return { session: await present(session), created };
    },

    async getSession(ownerSessionId: string, id: string): Promise<CheckoutSession> {
      return present(await findOwned(ownerSessionId, id));
    },

    async updateSession(ownerSessionId: string, id: string, body: SessionUpdate): Promise<CheckoutSession> {
      return update(ownerSessionId, id, await patchFromUpdate(body));
    },

    async saveOrderDraft(ownerSessionId: string, id: string, draft: OrderDraft): Promise<CheckoutSession> {
      if (!payments.methods.includes(draft.paymentMethod.type)) throw paymentMethodUnavailable(payments.methods);
      const billingAddress = draft.billingAddress ? normalizeAddress(draft.billingAddress) : undefined;
      const session = await findOwned(ownerSessionId, id);
      const customer =
        session.customer && draft.marketingEmails !== undefined
          ? { ...session.customer, marketingEmails: draft.marketingEmails }
          : session.customer;
      return update(ownerSessionId, id, {
        orderDraft: { ...draft, billingAddress },
        billingAddress: billingAddress ?? null,
        sameAsShipping: draft.sameAsShipping,
        customer,
      });
    },

    async shippingMethods(ownerSessionId: string): Promise<ShippingMethodsResponse> {
      const lines = await checkoutQueries.listCartLines(db, ownerSessionId);
      return { shippingMethods: shippingMethodsFor(pricedLines(lines)) };
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
