import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOrdersResponseSchema, type AdminOrdersResponse } from '@ps/shared/schemas';
import { answerList, askedFor, pageOf, startMockApi } from '@ps/test-kit/mock-api';
import { renderConsole } from '../render-console';

startMockApi();

const order = (number: number): AdminOrdersResponse['orders'][number] => ({
  id: number,
  orderNumber: `PS-TEST-${number}`,
  customerName: `Buyer ${number}`,
  customerEmail: `buyer-${number}@example.com`,
  status: 'shipped',
  paymentStatus: 'paid',
  itemCount: 1,
  total: 25,
  shippingAddress: { city: 'Springfield', state: 'IL', country: 'US' },
  shippingMethod: 'standard',
  createdAt: '2026-01-05T10:00:00.000Z',
  version: 1,
});

const answerOrders = (total: number) =>
  answerList('/api/admin/orders', adminOrdersResponseSchema, (query) => ({
    orders: pageOf(query, total, order),
    pagination: { total, hasMore: Number(query.get('offset')) + Number(query.get('limit')) < total },
    summary: { totalRevenue: total * 25, total, averageOrderValue: 25, byStatus: { pending: 0, processing: 0 } },
  }));

describe('the console orders list', () => {
  afterEach(cleanup);

  it('when the address names a page and a status, then it lists that page of orders with that status', async () => {
    const asked = answerOrders(45);
    const view = renderConsole('/admin/orders?status=shipped&page=2');
    expect(await screen.findByText('PS-TEST-21')).toBeTruthy();
    expect(screen.getByText('PS-TEST-40')).toBeTruthy();
    expect(screen.queryByText('PS-TEST-1')).toBeNull();
    expect(askedFor(asked, { status: 'shipped', offset: '20' })).toBe(true);
    expect(view.searchParams().get('status')).toBe('shipped');
  });

  it('when staff press Next, then the address and the list move to the next page', async () => {
    answerOrders(45);
    const view = renderConsole('/admin/orders');
    await screen.findByText('PS-TEST-1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PS-TEST-21')).toBeTruthy();
    expect(view.searchParams().get('page')).toBe('2');
  });

  it('when staff choose a status, then the address keeps it and the list asks for it from the first page', async () => {
    const asked = answerOrders(45);
    const view = renderConsole('/admin/orders?page=2');
    await screen.findByText('PS-TEST-21');
    fireEvent.change(screen.getByRole('combobox', { name: 'Order status' }), { target: { value: 'delivered' } });
    expect(await screen.findByText('PS-TEST-1')).toBeTruthy();
    expect(view.searchParams().get('status')).toBe('delivered');
    expect(view.searchParams().get('page')).toBeNull();
    expect(askedFor(asked, { status: 'delivered', offset: '0' })).toBe(true);
  });
});
