import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccountUser } from '@ps/shared/account';
import type { OrdersResponse } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import type { OrderHistoryQuery } from '../../lib/order-model/order-history-query';
import { OrderHistoryResults } from './order-history-results';

const shippedOrder = {
  id: 7,
  orderNumber: 'PS-2026-7KX4QM',
  status: 'shipped' as const,
  createdAt: '2026-01-05T10:00:00.000Z',
  itemCount: 3,
  total: 74.5,
  estimatedDelivery: '2026-01-12',
};

function answer(status: number, body: OrdersResponse | object) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderResults(query: OrderHistoryQuery) {
  renderWithKit(<OrderHistoryResults query={query} onPage={vi.fn()} onClearFilters={vi.fn()} />);
}

describe('OrderHistoryResults', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setAccountUser(null);
  });

  it("lists a signed-in customer's account orders, not this browser's", async () => {
    setAccountUser({ email: 'riley@example.com', name: 'Riley' });
    const fetchMock = answer(200, { orders: [shippedOrder], pagination: { total: 1, hasMore: false } });
    renderResults({ page: 1 });
    expect(await screen.findByRole('heading', { name: 'PS-2026-7KX4QM' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/orders?limit=10&offset=0');
    expect(init.headers['x-session-id']).toBeUndefined();
  });

  it('shows a card per order with its links, and pages when there are more than ten', async () => {
    const fetchMock = answer(200, { orders: [shippedOrder], pagination: { total: 12, hasMore: false } });
    renderResults({ page: 2, status: 'shipped' });
    expect(await screen.findByRole('heading', { name: 'PS-2026-7KX4QM' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders?limit=10&offset=10&status=shipped');
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(screen.getByText('Mon, Jan 12, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Order PS-2026-7KX4QM' }).getAttribute('href')).toBe(
      '/track/PS-2026-7KX4QM',
    );
    expect(screen.getByRole('link', { name: 'View Details PS-2026-7KX4QM' }).getAttribute('href')).toBe(
      '/account/orders/PS-2026-7KX4QM',
    );
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a shopper with no orders to go shopping', async () => {
    answer(200, { orders: [], pagination: { total: 0, hasMore: false } });
    renderResults({ page: 1 });
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    expect(screen.getByText("You haven't placed any orders yet...")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/store');
  });

  it('blames the filters when filters are on', async () => {
    answer(200, { orders: [], pagination: { total: 0, hasMore: false } });
    renderResults({ page: 1, search: 'PS-1999' });
    expect(await screen.findByText('No orders match your current filters.')).toBeTruthy();
  });

  it('offers Try Again when the history cannot be loaded', async () => {
    answer(500, { code: 'INTERNAL', message: 'boom' });
    renderResults({ page: 1 });
    expect(await screen.findByRole('heading', { name: 'Failed to Load Orders' })).toBeTruthy();
    expect(screen.getByText("We couldn't load your order history. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
