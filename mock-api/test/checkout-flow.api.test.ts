import { expect, it } from 'vitest';
import {
  checkoutSessionResponseSchema,
  createOrderResponseSchema,
  orderDetailResponseSchema,
  ordersResponseSchema,
  shippingMethodsResponseSchema,
} from '@ps/shared/schemas';
import { cards, checkoutClient, guest, orderDraft, readyToPay, shippingAddress } from './support/checkout-client';
import { unitsLeft } from './support/checkout-state';
import { createProduct } from './support/factories';
import { waitForMail } from './support/outbox';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('checkout: from cart to confirmation e-mail', (api) => {
  it('places an order through every step and shows it in history, in detail and in the outbox', async () => {
    const hoodie = await createProduct(api.db, { basePriceCents: 2000, variants: [{ inventoryAvailable: 5 }] });
    const shopper = checkoutClient(api);
    await shopper.cart.add({ productId: hoodie.id, variantId: hoodie.variantIds[0], quantity: 2 });

    const created = await shopper.createSession();
    expect(created.status).toBe(201);
    expect(checkoutSessionResponseSchema.parse(await created.json()).session).toMatchObject({
      id: shopper.checkoutSessionId,
      status: 'open',
      customer: null,
      totals: { itemCount: 2, subtotal: 40, shipping: 5.99, tax: 0, discount: 0, total: 45.99 },
    });

    const customer = guest({ marketingEmails: true });
    const steps = await shopper.updateSession({
      customer,
      shippingAddress: { ...shippingAddress, postalCode: '627011234' },
    });
    const { session } = checkoutSessionResponseSchema.parse(await steps.json());
    expect(session.customer).toEqual({ email: customer.email, createAccount: false, marketingEmails: true });
    expect(session.shippingAddress?.postalCode).toBe('62701-1234');
    // Illinois: 6.25% of $40.00.
    expect(session.totals).toMatchObject({ tax: 2.5, total: 48.49 });

    const methods = shippingMethodsResponseSchema.parse(await (await shopper.shippingMethods()).json());
    expect(methods.shippingMethods.map((method) => [method.id, method.price, method.isDefault])).toEqual([
      ['standard', 5.99, true],
      ['express', 14.99, false],
    ]);
    const tax = await shopper.call('POST', '/api/checkout/calculate-tax', { address: shippingAddress, amount: 40 });
    expect(await tax.json()).toEqual({ tax: 2.5, rate: 0.0625, jurisdiction: 'US-IL' });

    const express = await shopper.updateSession({ shippingMethod: 'express' });
    expect(checkoutSessionResponseSchema.parse(await express.json()).session.totals.total).toBe(57.49);
    const drafted = await shopper.saveDraft({ ...orderDraft, orderNotes: 'Leave it with the drummer' });
    expect(checkoutSessionResponseSchema.parse(await drafted.json()).session.orderDraft).toMatchObject({
      paymentMethod: { type: 'card' },
      orderNotes: 'Leave it with the drummer',
    });

    const placed = await shopper.createOrder({ card: cards.visa });
    expect(placed.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await placed.json());
    expect(orderNumber).toMatch(new RegExp(`^PS-${new Date().getUTCFullYear()}-[A-HJ-NP-Z2-9]{6}$`));

    expect(await unitsLeft(api.db, hoodie.variantIds[0] ?? 0)).toBe(3);
    expect((await (await shopper.cart.get()).json()).items).toEqual([]);
    const after = checkoutSessionResponseSchema.parse(await (await shopper.getSession()).json()).session;
    expect(after).toMatchObject({ status: 'completed', orderNumber });

    const history = ordersResponseSchema.parse(await (await shopper.listOrders()).json());
    expect(history.orders).toEqual([
      expect.objectContaining({ orderNumber, status: 'confirmed', itemCount: 2, total: 57.49 }),
    ]);
    const { order, masked } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    expect(masked).toBe(false);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      subtotal: 40,
      shipping: 14.99,
      tax: 2.5,
      discount: 0,
      total: 57.49,
      customerInfo: { name: 'Jane Doe', email: customer.email, phone: '+1 (555) 123-4567' },
      shippingAddress: { addressLine1: '1 Main St', addressLine2: null, city: 'Springfield', postalCode: '62701-1234' },
    });
    expect(order.items).toEqual([
      expect.objectContaining({ productName: hoodie.name, quantity: 2, unitPrice: 20, lineTotal: 40 }),
    ]);
    expect(order.timeline.filter((entry) => entry.completed).map((entry) => entry.status)).toEqual([
      'pending',
      'confirmed',
    ]);

    const [mail] = await waitForMail(api.outboxDir, (eml) => eml.includes(orderNumber));
    expect(mail).toContain(`To: ${customer.email}`);
    expect(mail).toContain(`Subject: Order confirmed: ${orderNumber}`);
    expect(mail).toContain('Total: $57.49');
    expect(mail).not.toContain('4242 4242');
  });

  it('ignores prices, totals and amounts the client sends', async () => {
    const poster = await createProduct(api.db, { basePriceCents: 1500 });
    const shopper = await readyToPay(api, [
      { productId: poster.id, variantId: poster.variantIds[0] ?? 0, quantity: 1 },
    ]);
    await shopper.cart.add({ productId: poster.id, variantId: poster.variantIds[0], quantity: 1, price: 0.01 });
    const tampered = await shopper.createOrder({
      card: cards.visa,
      amount: 0.01,
      total: 0.01,
      totals: { total: 0.01 },
      items: [{ price: 0 }],
    });
    const { orderNumber } = createOrderResponseSchema.parse(await tampered.json());
    const { order } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    // 2 × $15.00 ships at $5.99; Illinois tax 6.25% of $30.00.
    expect(order).toMatchObject({ subtotal: 30, shipping: 5.99, tax: 1.88, total: 37.87 });
  });
});
