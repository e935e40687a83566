import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import { buildAdminOrder, testAddress } from '@ps/test-kit/factories';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { EditAddressDialog } from './edit-address-dialog';

startMockApi();
afterEach(cleanup);

const order = buildAdminOrder();
const path = `/api/admin/orders/${order.id}/shipping-address`;

function moveToPortland() {
  renderWithKit(<EditAddressDialog order={order} onClose={() => undefined} />, { as: 'admin' });
  expect(screen.getByLabelText<HTMLInputElement>('Address').value).toBe(testAddress.address1);
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Portland' } });
  return screen.getByRole('button', { name: 'Save address' });
}

describe('EditAddressDialog', () => {
  it('when staff change the city, then the whole address goes with the version they saw', async () => {
    let sent: unknown;
    mockServer.use(
      answer('put', path, adminOrderResponseSchema, ({ request }) => {
        void request.json().then((body) => (sent = body));
        return { order: { ...order, version: 4 } };
      }),
    );
    const save = moveToPortland();
    await act(async () => fireEvent.click(save));
    expect(sent).toMatchObject({
      shippingAddress: { ...testAddress, city: 'Portland' },
      expectedVersion: order.version,
    });
  });

  it('when the server refuses a field, then its message stands under that input', async () => {
    mockServer.use(
      answerError('put', path, 400, {
        code: 'VALIDATION_ERROR',
        message: 'Check the address',
        fields: { 'shippingAddress.state': 'Please enter a state/province of the selected country' },
      }),
    );
    const save = moveToPortland();
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText('Please enter a state/province of the selected country')).toBeTruthy();
    expect(screen.getByLabelText('State/Province').getAttribute('aria-invalid')).toBe('true');
  });
});
