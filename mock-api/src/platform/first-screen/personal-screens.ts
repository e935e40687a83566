import type { Request } from 'express';
import { accountKeys, orderKeys } from '@ps/shared/entity-queries';
import type { FirstScreenQuery } from '@ps/shared/route-groups';
import { ordersQuerySchema, type AccountUser, type OrdersResponse } from '@ps/shared/schemas';

/** The customer a request's session cookie names, as the account's session answer shows them. */
export interface SignedInCustomer {
  id: number;
  user: AccountUser;
}

interface Dependencies {
  signedInCustomer(req: Request): Promise<SignedInCustomer | null>;
  orders: {
    listOwn(owner: { customerId: number }, query: { limit: number; offset: number }): Promise<OrdersResponse>;
  };
}

/** Personal pages drawn for the signed-in customer who asks (decision 065). */
export const PERSONAL_PATHS: ReadonlySet<string> = new Set(['/account/orders']);

/** The page's data as the browser reads it over HTTP (dates as strings), so both draw the same markup. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * What a personal page shows its signed-in customer, under the keys the page reads it by, or null
 * for a path that is not personal and for a visitor who is not signed in (they get the shared page).
 */
export function createPersonalScreenData({ signedInCustomer, orders }: Dependencies) {
  return async (req: Request, path: string): Promise<FirstScreenQuery[] | null> => {
    if (!PERSONAL_PATHS.has(path)) return null;
    const customer = await signedInCustomer(req);
    if (!customer) return null;
    const firstPage = await orders.listOwn({ customerId: customer.id }, ordersQuerySchema.parse({}));
    return [
      { key: accountKeys.drawnFor, data: customer.user },
      // The history's first page, unfiltered, under the key mf-account's `ordersQueryOptions` gives it.
      { key: orderKeys.list({ page: 1, account: customer.user.email }), data: asJson(firstPage) },
    ];
  };
}

export type PersonalScreenData = ReturnType<typeof createPersonalScreenData>;
