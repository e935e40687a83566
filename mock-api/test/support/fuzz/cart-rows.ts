import fc from 'fast-check';
import { z } from 'zod';
import { addCartItemBodySchema, idParamSchema, updateCartItemBodySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

export const session = (browser: unknown) => ({ 'x-session-id': browser });
export const pooledBrowser = ({ browsers }: FuzzFixtures) => fc.constantFrom(...browsers);
const cartItemParams = z.object({ itemId: idParamSchema });

/** A fresh browser with one cart line, for calls that change or remove it. */
const freshCartLine = async (fixtures: FuzzFixtures) => fixtures.freshCartLine();
const cartLineExample = (body?: unknown) =>
  always({ params: { itemId: new Slot('itemId') }, headers: session(new Slot('browser')), ...(body ? { body } : {}) });

/** The browser's cart: reads, and writes pointed at a cart line that exists. */
export const cartRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/cart',
    example: (fixtures) => pooledBrowser(fixtures).map((b) => ({ headers: session(b) })),
  },
  {
    method: 'DELETE',
    path: '/api/cart',
    context: freshCartLine,
    example: () => always({ headers: session(new Slot('browser')) }),
    weight: 0.5,
  },
  {
    method: 'POST',
    path: '/api/cart/items',
    body: addCartItemBodySchema,
    weight: 1.5,
    example: ({ catalog, browsers }) =>
      fc
        .record({
          line: fc.constantFrom(...catalog),
          browser: fc.constantFrom<unknown>(...browsers, new Slot('newId')),
        })
        .map(({ line, browser }) => ({
          headers: session(browser),
          body: { productId: line.productId, variantId: line.variantId, quantity: 1 },
        })),
  },
  {
    method: 'PUT',
    path: '/api/cart/items/:itemId',
    params: cartItemParams,
    body: updateCartItemBodySchema,
    context: freshCartLine,
    example: () => cartLineExample({ quantity: 3 }),
  },
  {
    method: 'DELETE',
    path: '/api/cart/items/:itemId',
    params: cartItemParams,
    context: freshCartLine,
    example: () => cartLineExample(),
    weight: 0.5,
  },
];
