import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, type AdminOrderDetail } from '@ps/shared/console-schemas';
import type { OrderShipment } from '@ps/shared/schemas';
import { buildAdminOrder } from '@ps/test-kit/factories';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderConsole } from '../render-console';

startMockApi();
afterEach(cleanup);

const items = [
  {
    id: 11,
    productName: 'Panic Tee',
    variantName: 'M',
    sku: 'PT-M',
    quantity: 3,
    unitPrice: 25,
    lineTotal: 75,
    imageUrl: null,
  },
  {
    id: 12,
    productName: 'Static Vinyl',
    variantName: 'Black',
    sku: 'SV-B',
    quantity: 1,
    unitPrice: 30,
    lineTotal: 30,
    imageUrl: null,
  },
];

const firstParcel: OrderShipment = {
  id: 40,
  number: 1,
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shippedAt: '2026-01-06T10:00:00.000Z',
  deliveredAt: null,
  lines: [{ itemId: 11, quantity: 2 }],
};

const partlyShipped = buildAdminOrder({
  id: 5,
  status: 'processing',
  items,
  shipments: [firstParcel],
  toShip: [
    { itemId: 11, quantity: 1 },
    { itemId: 12, quantity: 1 },
  ],
});

/** The order as the server holds it: a change answered by a test is what the next read returns. */
function orderApi(order: AdminOrderDetail) {
  const held = { order };
  mockServer.use(answer('get', '/api/admin/orders/5', adminOrderResponseSchema, () => held));
  return held;
}

async function openShipDialog() {
  renderConsole('/admin/orders/5');
  const shipments = await screen.findByRole('region', { name: 'Shipments' });
  expect(within(shipments).getByTestId('admin-shipment').textContent).toContain('Parcel 1: UPS');
  expect(within(shipments).getByTestId('admin-still-to-ship').textContent).toContain('1 × Static Vinyl (Black)');
  fireEvent.click(within(shipments).getByRole('button', { name: 'Ship items' }));
  return screen.findByRole('dialog', { name: `Ship items of ${partlyShipped.orderNumber}` });
}

describe("the order page's shipment dialog", () => {
  it('starts from every unit still to ship and sends the units, carrier and tracking number chosen', async () => {
    const held = orderApi(partlyShipped);
    let sent: unknown;
    const secondParcel: OrderShipment = {
      ...firstParcel,
      id: 41,
      number: 2,
      carrier: 'usps',
      carrierName: 'USPS',
      trackingNumber: '9400111899223',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223',
      lines: [{ itemId: 11, quantity: 1 }],
    };
    mockServer.use(
      answer('post', '/api/admin/orders/5/shipments', adminOrderResponseSchema, ({ request }) => {
        sent = request.json();
        held.order = {
          ...partlyShipped,
          version: 4,
          shipments: [firstParcel, secondParcel],
          toShip: [{ itemId: 12, quantity: 1 }],
        };
        return held;
      }),
    );
    const dialog = await openShipDialog();
    const tee = within(dialog).getByLabelText<HTMLInputElement>('Panic Tee (M)');
    const vinyl = within(dialog).getByLabelText<HTMLInputElement>('Static Vinyl (Black)');
    expect([tee.value, vinyl.value]).toEqual(['1', '1']);
    fireEvent.change(vinyl, { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'usps' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '9400111899223' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship these items' }));

    await waitFor(() => expect(screen.getAllByTestId('admin-shipment')).toHaveLength(2));
    expect(await sent).toEqual({
      lines: [{ itemId: 11, quantity: 1 }],
      carrier: 'usps',
      trackingNumber: '9400111899223',
      expectedVersion: 3,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of too many units under that line's input", async () => {
    orderApi(partlyShipped);
    const message = 'Only 1 of Panic Tee (M) is left to ship, not 2.';
    mockServer.use(
      answerError('post', '/api/admin/orders/5/shipments', 409, {
        code: 'CONFLICT',
        message,
        fields: { 'lines.0.quantity': message },
      }),
    );
    const dialog = await openShipDialog();
    const tee = within(dialog).getByLabelText('Panic Tee (M)');
    fireEvent.change(tee, { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'ups' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '1Z999AA10123456785' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship these items' }));

    // Under the line's input, tied to it, and not said again for the whole form.
    await waitFor(() => expect(tee.getAttribute('aria-invalid')).toBe('true'));
    const described = tee.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
  });

  it('offers no shipping while the order is only confirmed, and says why', async () => {
    orderApi(buildAdminOrder({ id: 5, items, status: 'confirmed' }));
    renderConsole('/admin/orders/5');
    const shipments = await screen.findByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText('Nothing has shipped yet.')).toBeTruthy();
    expect(within(shipments).getByText('Move the order to Processing to ship its items.')).toBeTruthy();
    expect(within(shipments).queryByRole('button', { name: 'Ship items' })).toBeNull();
  });
});
