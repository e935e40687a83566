import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  orderReturnResponseSchema,
  orderReturnsResponseSchema,
  type OrderDetailResponse,
  type OrderReturn,
  type OrderReturnsResponse,
  type ReturnRequest,
} from '@ps/shared/schemas';
import { answer, mockServer, startMockApi, typeOnly } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import AccountRoutes from '../../routes';

startMockApi();
afterEach(cleanup);

const NUMBER = 'PS-2026-7KX4QM';
const DELIVERED = '2026-11-20T12:00:00.000Z';

const returnsOf = (returns: OrderReturn[], returnable: number): OrderReturnsResponse => ({
  returns,
  window: { days: 30, closesAt: '2026-12-20T12:00:00.000Z', open: true },
  lines: [
    {
      itemId: 7,
      productName: 'Panic Tee',
      variantName: 'M',
      returnable,
      exchangeOptions: [
        { variantId: 8, name: 'S', inStock: true, costsMore: 0 },
        { variantId: 9, name: 'L', inStock: false, costsMore: 3 },
      ],
    },
  ],
});

const asked: OrderReturn = {
  id: 3,
  orderNumber: NUMBER,
  kind: 'exchange',
  status: 'requested',
  reason: 'Too big',
  staffMessage: null,
  lines: [{ itemId: 7, productName: 'Panic Tee', variantName: 'M', quantity: 1, goodQuantity: null }],
  replacement: { variantId: 8, variantName: 'S' },
  refunded: null,
  charged: null,
  balanceDue: 0,
  shipment: null,
  steps: [{ status: 'requested', title: 'Requested', at: DELIVERED }],
  version: 1,
  createdAt: DELIVERED,
};

/** The order (only whether it is masked matters here), its returns, and each request the page sends. */
function returnsApi() {
  let returns: OrderReturn[] = [];
  const sent: Request[] = [];
  mockServer.use(
    answer('get', `/api/orders/${NUMBER}`, typeOnly<OrderDetailResponse>(), {
      order: { orderNumber: NUMBER, status: 'delivered' },
      masked: false,
    } as unknown as OrderDetailResponse),
    answer('get', `/api/orders/${NUMBER}/returns`, orderReturnsResponseSchema, () =>
      returnsOf(returns, returns.length ? 1 : 2),
    ),
    answer(
      'post',
      `/api/orders/${NUMBER}/returns`,
      orderReturnResponseSchema,
      ({ request }) => {
        sent.push(request.clone());
        returns = [asked];
        return { return: asked };
      },
      { status: 201 },
    ),
  );
  return sent;
}

describe('the return or exchange page', () => {
  it('when a fan asks to exchange one tee for another size, then it sends that and shows the request’s steps', async () => {
    const sent = returnsApi();
    renderWithKit(<AccountRoutes />, { path: `/account/orders/${NUMBER}/return`, as: 'signed-out' });

    fireEvent.change(await screen.findByLabelText('What would you like?'), { target: { value: 'exchange' } });
    fireEvent.change(screen.getByLabelText('Panic Tee (M): how many'), { target: { value: '1' } });
    const size = screen.getByLabelText<HTMLSelectElement>('Exchange for');
    expect([...size.options].map((option) => [option.text, option.disabled])).toEqual([
      ['Choose an option', false],
      ['S', false],
      ['L (+$3.00 each) (sold out)', true],
    ]);
    fireEvent.change(size, { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText(/Why are you sending it back/), { target: { value: 'Too big' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));

    expect(await screen.findByRole('heading', { name: 'Exchange 3: Requested' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect((await sent[0]!.json()) as ReturnRequest).toEqual({
      kind: 'exchange',
      reason: 'Too big',
      lines: [{ itemId: 7, quantity: 1 }],
      replacementVariantId: 8,
    });
    expect(screen.getByRole('status').textContent).toContain('We have your request');
  });

  it('when a fan sends no item, then it says to choose one and sends nothing', async () => {
    const sent = returnsApi();
    renderWithKit(<AccountRoutes />, { path: `/account/orders/${NUMBER}/return`, as: 'signed-out' });
    fireEvent.change(await screen.findByLabelText(/Why are you sending it back/), { target: { value: 'Too big' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    expect((await screen.findByText('Choose at least one item')).getAttribute('role')).toBe('alert');
    expect(sent).toEqual([]);
  });
});
