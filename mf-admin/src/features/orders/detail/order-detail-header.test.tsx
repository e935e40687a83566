import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderShipment } from '@ps/shared/schemas';
import { buildAdminOrder } from '@ps/test-kit/factories';
import { startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { OrderShipmentsCard } from '../shipments/order-shipments-card';
import { OrderDetailHeader } from './order-detail-header';

startMockApi();
afterEach(cleanup);

const parcel: OrderShipment = {
  id: 41,
  number: 1,
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shippedAt: '2026-11-20T10:00:00.000Z',
  deliveredAt: null,
  lines: [{ itemId: 11, quantity: 1 }],
};
const shipped = buildAdminOrder({
  status: 'shipped',
  editable: false,
  shipment: {
    carrier: parcel.carrier,
    carrierName: parcel.carrierName,
    trackingNumber: parcel.trackingNumber,
    trackingUrl: parcel.trackingUrl,
    shippedAt: parcel.shippedAt,
  },
  shipments: [parcel],
  toShip: [],
});

describe('OrderDetailHeader', () => {
  it('when a shipped order opens, then tracking is corrected on its parcel only, never from the header', async () => {
    renderWithKit(
      <>
        <OrderDetailHeader order={shipped} onOpen={() => undefined} onPrint={() => undefined} />
        <OrderShipmentsCard order={shipped} />
      </>,
      { as: 'admin' },
    );
    // The member's permissions have arrived once the header offers a status change.
    await screen.findByRole('button', { name: 'Update Status' });
    expect(screen.queryByRole('button', { name: 'Correct tracking' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "Correct parcel 1's tracking" }));
    expect(screen.getByRole('dialog', { name: 'Correct tracking of parcel 1' })).toBeTruthy();
  });
});
