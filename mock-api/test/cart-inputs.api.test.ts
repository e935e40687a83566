import { expect, it } from 'vitest';
import { cartClient, expectError } from './support/cart-client';
import { createProduct, type CreatedProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('the cart: bad input', (api) => {
  let product: CreatedProduct;
  const valid = () => ({ productId: product.id, variantId: product.variantIds[0], quantity: 1 });

  it.each([
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', 'must be a whole number'],
    ['a negative quantity', { quantity: -1 }, 'quantity', 'must be between 1 and 10'],
    ['quantity 0', { quantity: 0 }, 'quantity', 'must be between 1 and 10'],
    ['quantity 11', { quantity: 11 }, 'quantity', 'must be between 1 and 10'],
    ['a quantity as text', { quantity: '2' }, 'quantity', 'must be a number'],
    ['a null quantity', { quantity: null }, 'quantity', 'must be a number'],
    ['a missing quantity', { quantity: undefined }, 'quantity', 'is required'],
    ['a missing product id', { productId: undefined }, 'productId', 'is required'],
    ['a product id as text', { productId: '1' }, 'productId', 'must be a number'],
    ['product id 0', { productId: 0 }, 'productId', 'must be a positive id'],
    ['a fractional variant id', { variantId: 1.5 }, 'variantId', 'must be a whole number'],
    ['a variant id past any database id', { variantId: 3_000_000_000 }, 'variantId', 'is not a valid id'],
  ])('POST /api/cart/items refuses %s', async (_label, change, field, problem) => {
    product ??= await createProduct(api.db);
    const body = await expectError(await cartClient(api).add({ ...valid(), ...change }), 400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toEqual({ [field]: problem });
    expect(body.message).toBe(`Invalid request body: ${field} ${problem}`);
  });

  it.each([
    ['an empty body', {}, 400, 'VALIDATION_ERROR'],
    ['an array', [1, 2], 400, 'VALIDATION_ERROR'],
    // express.json() is strict: a bare JSON string is not a request body.
    ['a string', 'hello', 400, 'MALFORMED_JSON'],
  ])('POST /api/cart/items refuses %s', async (_label, body, status, code) => {
    expect((await expectError(await cartClient(api).add(body), status)).code).toBe(code);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"quantity":', 400, 'MALFORMED_JSON'],
    ['a body over 100 kB', 'application/json', JSON.stringify({ note: 'x'.repeat(120_000) }), 413, 'PAYLOAD_TOO_LARGE'],
    ['a form instead of JSON', 'application/x-www-form-urlencoded', 'quantity=1', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('POST /api/cart/items refuses %s', async (_label, contentType, body, status, code) => {
    const response = await api.fetch('/api/cart/items', {
      method: 'POST',
      headers: { 'x-session-id': cartClient(api).sessionId, 'Content-Type': contentType },
      body,
    });
    const error = await expectError(response, status);
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it.each([
    ['quantity 11', 1, { quantity: 11 }, 'quantity'],
    ['a negative quantity', 1, { quantity: -1 }, 'quantity'],
    ['a fractional quantity', 1, { quantity: 0.5 }, 'quantity'],
    ['a quantity as text', 1, { quantity: 'one' }, 'quantity'],
    ['no quantity', 1, {}, 'quantity'],
    ['an item id that is not a number', 'abc', { quantity: 1 }, 'itemId'],
    ['item id 0', 0, { quantity: 1 }, 'itemId'],
    ['an item id past any database id', '99999999999', { quantity: 1 }, 'itemId'],
  ])('PUT /api/cart/items/{id} refuses %s', async (_label, itemId, body, field) => {
    const response = await cartClient(api).call('PUT', `/items/${itemId}`, body);
    const error = await expectError(response, 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('DELETE /api/cart/items/{id} refuses an id that is not a number', async () => {
    const error = await expectError(await cartClient(api).remove(Number.NaN), 400);
    expect(error.fields).toEqual({ itemId: 'must be a positive whole number' });
  });
});
