import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDetailResponseSchema } from '@ps/shared/schemas';
import { buildOrderDetail, testAddress } from '@ps/test-kit/factories';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { ChangeAddressPanel } from './change-address-panel';

startMockApi();
afterEach(cleanup);

const order = buildOrderDetail();
const path = `/api/orders/${order.orderNumber}/shipping-address`;

async function openAndMove() {
  renderWithKit(<ChangeAddressPanel order={order} address={testAddress} />);
  fireEvent.click(screen.getByRole('button', { name: 'Change shipping address' }));
  const form = screen.getByRole('form');
  expect(within(form).getByLabelText<HTMLInputElement>('Address').value).toBe(testAddress.address1);
  const fill = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill('Address', '9 Harbour Rd');
  fill('City', 'Portland');
  fill('State / Province', 'OR');
  fill('ZIP / Postal code', '97201');
  await act(async () => fireEvent.submit(form));
}

describe('ChangeAddressPanel', () => {
  it('when the buyer saves a new address, then it goes with the order e-mail and the panel says it is done', async () => {
    let sent: unknown;
    mockServer.use(
      answer('put', path, orderDetailResponseSchema, ({ request }) => {
        void request.json().then((body) => (sent = body));
        return { order, masked: false };
      }),
    );
    await openAndMove();
    expect(await screen.findByText(/Done: your order will go to the new address/)).toBeTruthy();
    expect(sent).toMatchObject({
      email: order.customerInfo.email,
      shippingAddress: { address1: '9 Harbour Rd', city: 'Portland', state: 'OR', postalCode: '97201' },
    });
  });

  it('when the server refuses a field, then its message stands under that input', async () => {
    mockServer.use(
      answerError('put', path, 400, {
        code: 'VALIDATION_ERROR',
        message: 'Check the address',
        fields: { 'shippingAddress.postalCode': 'Please enter a valid postal/ZIP code for the selected country' },
      }),
    );
    await openAndMove();
    expect(await screen.findByText('Please enter a valid postal/ZIP code for the selected country')).toBeTruthy();
    expect(screen.getByLabelText('ZIP / Postal code').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the order is being packed meanwhile, then the server’s reason is said above the form', async () => {
    mockServer.use(
      answerError('put', path, 409, {
        code: 'ORDER_NOT_EDITABLE',
        message: 'This order is already being packed, so its address can no longer be changed here.',
      }),
    );
    await openAndMove();
    expect(await screen.findByText(/already being packed/)).toBeTruthy();
  });
});
