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

describe('withdrawing a request from the return or exchange page', () => {
  const approved: OrderReturn = {
    ...asked,
    status: 'approved',
    replacement: { variantId: 9, variantName: 'L' },
    charged: 3,
    balanceDue: 3,
    steps: [...asked.steps, { status: 'approved', title: 'Approved', at: DELIVERED }],
    version: 2,
  };
  const withdrawn: OrderReturn = {
    ...approved,
    status: 'withdrawn',
    balanceDue: 0,
    steps: [...approved.steps, { status: 'withdrawn', title: 'Withdrawn', at: DELIVERED }],
    version: 3,
  };

  /** An order of each test's own (the page's reads are cached by order number across tests) with `approved` on it. */
  function withdrawApi(orderNumber: string, refusal?: { code: string; message: string }) {
    let returns = [{ ...approved, orderNumber }];
    const sent: Request[] = [];
    mockServer.use(
      answer('get', `/api/orders/${orderNumber}`, typeOnly<OrderDetailResponse>(), {
        order: { orderNumber, status: 'delivered' },
        masked: false,
      } as unknown as OrderDetailResponse),
      answer('get', `/api/orders/${orderNumber}/returns`, orderReturnsResponseSchema, () => returnsOf(returns, 0)),
      answer(
        'post',
        `/api/orders/${orderNumber}/returns/3/withdraw`,
        refusal ? typeOnly<typeof refusal>() : orderReturnResponseSchema,
        ({ request }) => {
          sent.push(request.clone());
          if (refusal) return refusal;
          returns = [{ ...withdrawn, orderNumber }];
          return { return: returns[0]! };
        },
        { status: refusal ? 409 : 200 },
      ),
    );
    return sent;
  }

  it('when a fan withdraws an unpaid dearer exchange, then it says the difference is no longer due and sends the version seen', async () => {
    const sent = withdrawApi('PS-2026-8WD3RN');
    renderWithKit(<AccountRoutes />, { path: '/account/orders/PS-2026-8WD3RN/return', as: 'signed-out' });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw this exchange' }));
    expect(screen.getByText(/The \$3\.00 it costs more will no longer be due\./)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, withdraw the exchange' })));

    expect(await screen.findByRole('heading', { name: 'Exchange 3: Withdrawn' })).toBeTruthy();
    expect(screen.getByText('Costs $3.00 more: no longer due, as the exchange was withdrawn.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw this exchange' })).toBeNull();
    expect(await sent[0]!.json()).toEqual({ expectedVersion: 2 });
  });

  it('when the shop has moved the request on meanwhile, then it shows why and keeps the request', async () => {
    withdrawApi('PS-2026-9QT5VX', {
      code: 'INVALID_TRANSITION',
      message: 'This exchange is received, so you cannot withdraw it.',
    });
    renderWithKit(<AccountRoutes />, { path: '/account/orders/PS-2026-9QT5VX/return', as: 'signed-out' });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw this exchange' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, withdraw the exchange' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This exchange is received, so you cannot withdraw it.',
    );
    expect(screen.getByRole('heading', { name: 'Exchange 3: Approved' })).toBeTruthy();
  });
});
