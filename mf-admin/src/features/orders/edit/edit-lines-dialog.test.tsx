import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import { buildAdminOrder } from '@ps/test-kit/factories';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { EditLinesDialog } from './edit-lines-dialog';

startMockApi();
afterEach(cleanup);

const order = buildAdminOrder();
const path = `/api/admin/orders/${order.id}/lines`;

function swapTeeToLarge() {
  renderWithKit(<EditLinesDialog order={order} onClose={() => undefined} />, { as: 'admin' });
  const save = screen.getByRole('button', { name: 'Save items' });
  expect(save.hasAttribute('disabled')).toBe(true);
  fireEvent.change(screen.getAllByLabelText('Variant')[0]!, { target: { value: '102' } });
  return save;
}

describe('EditLinesDialog', () => {
  it('when staff swap the tee to L, then only that line is sent with the version they saw', async () => {
    let sent: unknown;
    mockServer.use(
      answer('put', path, adminOrderResponseSchema, ({ request }) => {
        void request.json().then((body) => (sent = body));
        return { order: { ...order, balanceDue: 3.3, version: 4 } };
      }),
    );
    const save = swapTeeToLarge();
    await act(async () => fireEvent.click(save));
    expect(sent).toEqual({ lines: [{ itemId: 11, variantId: 102, quantity: 1 }], expectedVersion: 3 });
  });

  it('when the last L is gone meanwhile, then the server’s 409 is said in the dialog', async () => {
    mockServer.use(
      answerError('put', path, 409, { code: 'OUT_OF_STOCK', message: 'Only 0 more of Panic Tee (L) are in stock.' }),
    );
    const save = swapTeeToLarge();
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText('Only 0 more of Panic Tee (L) are in stock.')).toBeTruthy();
  });

  it('shows each variant with the units for sale, so staff see what can be swapped in', () => {
    renderWithKit(<EditLinesDialog order={order} onClose={() => undefined} />, { as: 'admin' });
    expect(screen.getByRole('option', { name: 'L (1 for sale)' })).toBeTruthy();
  });
});
