import { expect, it } from 'vitest';
import { orderDetailResponseSchema, ordersResponseSchema, type OrderDetailResponse } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import {
  cards,
  checkoutClient,
  guest,
  readyToPay,
  shippingAddress,
  viaServer,
  type CheckoutClient,
} from './support/checkout-client';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

const notFound = { code: 'NOT_FOUND', message: 'Order not found' };

describeEachDatabase(
  'orders: history, detail, masking and lookup limits',
  (api) => {
    const addressWithApartment = {
      ...shippingAddress,
      address1: '742 Evergreen Terrace',
      address2: 'Apt 3',
      state: 'OR',
      postalCode: '97477',
    };

    /** An order of one new product; from `browser` again when given, so it joins that history. */
    async function placeOrder(browser?: CheckoutClient, email?: string) {
      const product = await createProduct(api.db);
      const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
      const shopper = await readyToPay(api, [line], {
        browserSessionId: browser?.browserSessionId,
        customer: email ? guest({ email }) : guest(),
        address: addressWithApartment,
      });
      const response = await shopper.createOrder({ card: cards.visa });
      expect(response.status).toBe(201);
      return { shopper, orderNumber: (await response.json()).orderNumber as string };
    }

    const detail = async (response: Response): Promise<OrderDetailResponse> =>
      orderDetailResponseSchema.parse(await response.json());

    it('lists only this browser’s orders, newest first, with paging, status filter and search', async () => {
      const first = await placeOrder();
      const second = await placeOrder(first.shopper);
      const third = await placeOrder(first.shopper);
      await placeOrder();
      const shopper = first.shopper;

      const all = ordersResponseSchema.parse(await (await shopper.listOrders()).json());
      expect(all.orders.map((order) => order.orderNumber)).toEqual(
        [third, second, first].map((each) => each.orderNumber),
      );
      expect(all.pagination).toEqual({ total: 3, hasMore: false });
      expect(all.orders[0]).toMatchObject({ status: 'confirmed', itemCount: 1, total: 30.99 });

      const page = ordersResponseSchema.parse(await (await shopper.listOrders('?limit=2&offset=0')).json());
      expect(page.pagination).toEqual({ total: 3, hasMore: true });
      const last = ordersResponseSchema.parse(await (await shopper.listOrders('?limit=2&offset=2')).json());
      expect(last).toMatchObject({ orders: [{ orderNumber: first.orderNumber }], pagination: { hasMore: false } });

      const search = second.orderNumber.slice(-4).toLowerCase();
      const found = ordersResponseSchema.parse(await (await shopper.listOrders(`?search=${search}`)).json());
      expect(found.orders.map((order) => order.orderNumber)).toEqual([second.orderNumber]);
      for (const query of ['?status=shipped', '?search=%25', '?search=_']) {
        expect(ordersResponseSchema.parse(await (await shopper.listOrders(query)).json()).orders).toEqual([]);
      }
      expect((await (await checkoutClient(api).listOrders()).json()).orders).toEqual([]);
    });

    it('shows the browser that ordered, or whoever knows the e-mail, everything', async () => {
      const { shopper, orderNumber } = await placeOrder(undefined, `Mixed.Case-${Date.now()}@Example.com`);
      const own = await detail(await shopper.lookUpOrder(orderNumber));
      expect(own.masked).toBe(false);
      expect(own.order.customerInfo.email).toMatch(/^Mixed\.Case/);
      const stranger = checkoutClient(api);
      const email = encodeURIComponent(own.order.customerInfo.email.toLowerCase());
      const withEmail = await detail(await stranger.lookUpOrder(orderNumber.toLowerCase(), `?email=${email}`));
      expect(withEmail).toEqual(own);
    });

    it('masks who and where for someone who knows only the number', async () => {
      const { shopper, orderNumber } = await placeOrder(undefined, `jane.doe-${Date.now()}@example.com`);
      const own = await detail(await shopper.lookUpOrder(orderNumber));
      const { order, masked } = await detail(await api.fetch(`/api/orders/${orderNumber}`));
      expect(masked).toBe(true);
      expect(order.customerInfo).toEqual({ name: 'J*** D***', email: 'j***@e***.com', phone: '***-67' });
      expect(order.shippingAddress).toEqual({
        addressLine1: '***',
        addressLine2: '***',
        city: 'Springfield',
        state: 'OR',
        postalCode: '97***',
        country: 'US',
      });
      expect(order.paymentMethod).toEqual({ type: 'card', brand: 'visa', last4: null });
      // Nor may they change where it goes.
      expect(order).toMatchObject({ addressEditable: false, editAddress: null });
      // Everything else (status, timeline, items, totals, delivery) is what the owner sees.
      const { customerInfo, shippingAddress, paymentMethod, addressEditable, editAddress } = own.order;
      expect({ ...order, customerInfo, shippingAddress, paymentMethod, addressEditable, editAddress }).toEqual(
        own.order,
      );
    });

    it('answers a wrong e-mail exactly like a wrong number', async () => {
      const { orderNumber } = await placeOrder();
      const wrongEmail = await api.fetch(`/api/orders/${orderNumber}?email=someone-else%40example.com`);
      const wrongNumber = await api.fetch('/api/orders/PS-2026-ZZZZZZ');
      expect(await expectError(wrongEmail, 404)).toEqual(notFound);
      expect(await expectError(wrongNumber, 404)).toEqual(notFound);
      for (const path of ['PS-2024-001', 'not-an-order', `${orderNumber}x`, '%20']) {
        expect(await expectError(await api.fetch(`/api/orders/${path}`), 404)).toEqual(notFound);
      }
    });

    it('limits lookups per client IP and says when to come back', async () => {
      const client = ownClient();
      const limited = viaServer(api, await api.startServer({ ORDER_LOOKUPS_PER_MINUTE: '3', ...client.env }));
      const lookups = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          limited.fetch(`/api/orders/PS-2026-ZZZZZ${index}`, { headers: client.headers }),
        ),
      );
      expect(lookups.map((response) => response.status).sort()).toEqual([404, 404, 404, 429, 429]);
      const refused = lookups.find((response) => response.status === 429) ?? lookups[0]!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await expectError(refused, 429)).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many order lookups. Please wait a minute and try again.',
      });
      const withEmail = await limited.fetch('/api/orders/PS-2026-ZZZZZZ?email=a%40b.co', { headers: client.headers });
      expect(withEmail.status).toBe(429);
    });
  },
  { env: { ORDER_LOOKUPS_PER_MINUTE: '1000' } },
);
