import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@ps/shared/schemas';
import { getOrder, orderQueryOptions } from './get-order';
import { TooManyLookupsError } from './orders-request';

const SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getOrder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names this browser and sends the e-mail that unmasks the order', async () => {
    const fetchMock = answer(200, { order: { orderNumber: 'PS-2026-7KX4QM' }, masked: false });
    await getOrder('PS-2026-7KX4QM', 'fan@example.com', SESSION_ID);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/PS-2026-7KX4QM?email=fan%40example.com');
    expect(init.headers['x-session-id']).toBe(SESSION_ID);
  });

  it("reports a 404 with the spec's message", async () => {
    answer(404, { code: 'NOT_FOUND', message: 'Order not found' });
    await expect(getOrder('PS-2026-7KX4QM', undefined, SESSION_ID)).rejects.toThrow(ORDER_MESSAGES.notFound);
  });

  it('tells a rate limit apart from a missing order', async () => {
    answer(429, { code: 'RATE_LIMITED', message: 'Too many requests' });
    await expect(getOrder('PS-2026-7KX4QM', undefined, SESSION_ID)).rejects.toBeInstanceOf(TooManyLookupsError);
  });

  it('does not ask about a number that cannot exist', async () => {
    const fetchMock = answer(200, {});
    await expect(getOrder('PS-2024-001', undefined, SESSION_ID)).rejects.toThrow(ORDER_MESSAGES.notFound);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('orderQueryOptions', () => {
  const NUMBER = 'PS-2026-7KX4QM';

  it("keys a signed-in customer's lookup by their account, the key the server seeds on their page", () => {
    const { queryKey } = orderQueryOptions(NUMBER, undefined, { account: 'pat@example.com' }, SESSION_ID);
    expect(JSON.parse(JSON.stringify(queryKey))).toEqual(['orders', 'lookup', NUMBER, { account: 'pat@example.com' }]);
  });

  it("keys a guest's lookup by this browser", () => {
    const { queryKey } = orderQueryOptions(NUMBER, 'fan@example.com', { sessionId: SESSION_ID }, SESSION_ID);
    expect(queryKey).toEqual(['orders', 'lookup', NUMBER, { email: 'fan@example.com', sessionId: SESSION_ID }]);
  });
});
