import { expect, it } from 'vitest';
import { expectError } from './support/cart-client';
import { cards, checkoutClient, guest, orderDraft, shippingAddress } from './support/checkout-client';
import { describeEachDatabase } from './support/suite';
import { ADDRESS_RULES, CUSTOMER_RULES, DRAFT_RULES } from './support/validation-rules';

describeEachDatabase('checkout: every validation rule with its exact message', (api) => {
  it.each(ADDRESS_RULES)('address: %s', async (_rule, change, field, message) => {
    const response = await api.fetch('/api/checkout/validate-address', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...shippingAddress, ...change }),
    });
    expect((await expectError(response, 400)).fields?.[field]).toBe(message);
  });

  it('checks customer, address, method and draft with the same messages when saving the session', async () => {
    const shopper = checkoutClient(api);
    await shopper.createSession();
    for (const [, change, field, message] of CUSTOMER_RULES) {
      const response = await shopper.updateSession({ customer: { ...guest(), ...change } });
      expect((await expectError(response, 400)).fields?.[field], field).toBe(message);
    }
    for (const [, change, field, message] of ADDRESS_RULES) {
      const response = await shopper.updateSession({ shippingAddress: { ...shippingAddress, ...change } });
      expect((await expectError(response, 400)).fields?.[`shippingAddress.${field}`], field).toBe(message);
    }
    const method = await shopper.updateSession({ shippingMethod: 'overnight' });
    expect((await expectError(method, 400)).fields).toEqual({ shippingMethod: 'Please select a shipping method' });
    for (const [, change, field, message] of DRAFT_RULES) {
      const response = await shopper.saveDraft({ ...orderDraft, ...change });
      expect((await expectError(response, 400)).fields?.[field], field).toBe(message);
    }
  });

  it('refuses a state of another country and keeps the address saved before', async () => {
    const shopper = checkoutClient(api);
    await shopper.createSession();
    expect((await shopper.updateSession({ shippingAddress })).status).toBe(200);
    const moved = { ...shippingAddress, state: 'TN', country: 'GB', postalCode: 'SW1A 1AA' };
    expect(await expectError(await shopper.updateSession({ shippingAddress: moved }), 400)).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      fields: { 'shippingAddress.state': 'Please enter a state/province of the selected country' },
    });
    const saved = (await (await shopper.getSession()).json()) as {
      session: { shippingAddress: { country: string; state: string } };
    };
    expect(saved.session.shippingAddress).toMatchObject({ country: 'US', state: 'IL' });
  });

  it('refuses to place an order until every step is saved, naming each missing one', async () => {
    const shopper = checkoutClient(api);
    await shopper.createSession();
    expect(await expectError(await shopper.createOrder({ card: cards.visa }), 400)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please complete all required fields',
      fields: {
        'customer.email': 'Email is required',
        'shippingAddress.address1': 'Address is required',
        shippingMethod: 'Please select a shipping method',
        paymentMethod: 'Please select a payment method',
        termsAccepted: 'You must accept the terms and conditions',
        privacyPolicyAccepted: 'You must accept the privacy policy',
        dataProcessingAccepted: 'You must acknowledge how your personal data will be processed',
      },
    });
  });
});
