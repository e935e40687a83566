import type { Request } from 'express';
import { accountKeys, orderKeys } from '@ps/shared/entity-queries';
import type { FirstScreenQuery } from '@ps/shared/route-groups';
import {
  ORDER_NUMBER_PATTERN,
  ordersQuerySchema,
  type AccountUser,
  type OrderDetailResponse,
  type OrdersResponse,
} from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';

/** The customer a request's session cookie names, as the account's session answer shows them. */
export interface SignedInCustomer {
  id: number;
  user: AccountUser;
}

interface Dependencies {
  signedInCustomer(req: Request): Promise<SignedInCustomer | null>;
  orders: {
    listOwn(owner: { customerId: number }, query: { limit: number; offset: number }): Promise<OrdersResponse>;
    lookUp(lookup: { orderNumber: string; customerId: number }): Promise<OrderDetailResponse>;
  };
}

/** The personal pages (decision 065): the order history, an order's own page and the checkout's first step. */
const ORDER_HISTORY_PATH = '/account/orders';
/** The customer step names the signed-in account; the cart and the session stay the browser's (decision 051). */
const CHECKOUT_PATH = '/checkout';
const ORDER_DETAIL_PATH = /^\/account\/orders\/([^/]+)\/?$/;

/**
 * The order number of an order's page (`/account/orders/:orderNumber`) as the page reads it from its
 * route (decoded, trimmed, upper case), or null for any other path and for a number that cannot exist.
 */
function detailPageOrderNumber(path: string): string | null {
  const segment = ORDER_DETAIL_PATH.exec(path)?.[1];
  if (segment === undefined) return null;
  try {
    const orderNumber = decodeURIComponent(segment).trim().toUpperCase();
    return ORDER_NUMBER_PATTERN.test(orderNumber) ? orderNumber : null;
  } catch {
    return null;
  }
}

/** The page's data as the browser reads it over HTTP (dates as strings), so both draw the same markup. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * What a personal page shows its signed-in customer, under the keys the page reads it by (the customer
 * alone for the checkout), or null for a path that is not personal and for a visitor who is not
 * signed in (they get the shared page).
 */
export function createPersonalScreenData({ signedInCustomer, orders }: Dependencies) {
  /** The history's first page, unfiltered, under the key mf-account's `ordersQueryOptions` gives it. */
  async function historyQueries(customer: SignedInCustomer): Promise<FirstScreenQuery[]> {
    const firstPage = await orders.listOwn({ customerId: customer.id }, ordersQuerySchema.parse({}));
    return [{ key: orderKeys.list({ page: 1, account: customer.user.email }), data: asJson(firstPage) }];
  }

  /**
   * The order, only when it is on the customer's account, under the key mf-account's
   * `orderQueryOptions` gives a signed-in customer's lookup. Anyone else's order, or none, and the
   * page is the shared one: it never tells whether such an order exists.
   */
  async function detailQueries(customer: SignedInCustomer, orderNumber: string): Promise<FirstScreenQuery[] | null> {
    try {
      const found = await orders.lookUp({ orderNumber, customerId: customer.id });
      if (found.masked) return null;
      return [
        { key: orderKeys.lookup(orderNumber, { email: undefined, account: customer.user.email }), data: asJson(found) },
      ];
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  /** Besides the customer: nothing for the checkout, the orders for the others (null: not theirs). */
  function pageQueries(customer: SignedInCustomer, path: string, orderNumber: string | null) {
    if (path === CHECKOUT_PATH) return Promise.resolve([]);
    return orderNumber === null ? historyQueries(customer) : detailQueries(customer, orderNumber);
  }

  return async (req: Request, path: string): Promise<FirstScreenQuery[] | null> => {
    const orderNumber = detailPageOrderNumber(path);
    if (path !== ORDER_HISTORY_PATH && path !== CHECKOUT_PATH && orderNumber === null) return null;
    const customer = await signedInCustomer(req);
    if (!customer) return null;
    const queries = await pageQueries(customer, path, orderNumber);
    return queries && [{ key: accountKeys.drawnFor, data: customer.user }, ...queries];
  };
}

export type PersonalScreenData = ReturnType<typeof createPersonalScreenData>;
