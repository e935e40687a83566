import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import type { OrderShipment } from '@ps/shared/schemas';
import { buildAdminOrder } from '@ps/test-kit/factories';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { CorrectParcelDialog } from './correct-parcel-dialog';

startMockApi();
afterEach(cleanup);

const parcel = (number: number, trackingNumber: string): OrderShipment => ({
  id: 40 + number,
  number,
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber,
  trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`,
  shippedAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: null,
  lines: [{ itemId: 1, quantity: 1 }],
});
const older = parcel(1, '1Z999AA10123456784');
const order = buildAdminOrder({
  status: 'shipped',
  shipments: [older, parcel(2, '1Z999AA10123456785')],
  toShip: [],
});
const path = `/api/admin/orders/${order.id}/shipments/${older.id}`;

function retypeOlderParcel() {
  renderWithKit(<CorrectParcelDialog order={order} parcel={older} onClose={() => undefined} />, { as: 'admin' });
  expect(screen.getByRole('dialog', { name: 'Correct tracking of parcel 1' })).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>(/Tracking number/).value).toBe(older.trackingNumber);
  fireEvent.change(screen.getByLabelText(/Carrier/), { target: { value: 'dhl' } });
  fireEvent.change(screen.getByLabelText(/Tracking number/), { target: { value: 'JD014600006281230704' } });
  return screen.getByRole('button', { name: 'Save tracking' });
}

describe('CorrectParcelDialog', () => {
  it('when staff correct an older parcel, then its own address gets the new tracking and the version they saw', async () => {
    let sent: unknown;
    mockServer.use(
      answer('put', path, adminOrderResponseSchema, ({ request }) => {
        void request.json().then((body) => (sent = body));
        return { order: { ...order, version: order.version + 1 } };
      }),
    );
    const save = retypeOlderParcel();
    await act(async () => fireEvent.click(save));
    expect(sent).toEqual({ carrier: 'dhl', trackingNumber: 'JD014600006281230704', expectedVersion: order.version });
  });

  it('when the parcel was delivered meanwhile, then the server’s 409 is said in the dialog', async () => {
    const message = 'Parcel 1 was delivered: its tracking can no longer be corrected.';
    mockServer.use(answerError('put', path, 409, { code: 'CONFLICT', message }));
    const save = retypeOlderParcel();
    await act(async () => fireEvent.click(save));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
