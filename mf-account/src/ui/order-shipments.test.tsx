import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderShipment } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { OrderShipments } from './order-shipments';

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

const parcel = (number: number, lines: OrderShipment['lines'], deliveredAt: string | null = null): OrderShipment => ({
  id: 40 + number,
  number,
  carrier: 'ups',
  carrierName: 'UPS',
  trackingNumber: `1Z999AA1012345678${number}`,
  trackingUrl: `https://www.ups.com/track?tracknum=1Z999AA1012345678${number}`,
  shippedAt: '2026-01-06T10:00:00.000Z',
  deliveredAt,
  lines,
});

describe('OrderShipments', () => {
  afterEach(cleanup);

  it('shows nothing before the first parcel leaves', () => {
    renderWithKit(<OrderShipments order={{ items, shipments: [], toShip: [{ itemId: 11, quantity: 3 }] }} />);
    expect(screen.queryByTestId('shipment')).toBeNull();
    expect(screen.queryByTestId('still-to-ship')).toBeNull();
  });

  it('numbers a first parcel and lists what is still to ship', () => {
    const shipments = [parcel(1, [{ itemId: 11, quantity: 2 }])];
    const toShip = [
      { itemId: 11, quantity: 1 },
      { itemId: 12, quantity: 1 },
    ];
    renderWithKit(<OrderShipments order={{ items, shipments, toShip }} />);
    const box = screen.getByRole('group', { name: 'Parcel 1' });
    expect(box.textContent).toContain('2 × Panic Tee (M)');
    expect(
      within(box)
        .getByRole('link', { name: /Follow parcel 1 on UPS/ })
        .getAttribute('href'),
    ).toBe(shipments[0]!.trackingUrl);
    expect(screen.getByTestId('still-to-ship').textContent).toBe(
      'Still to ship1 × Panic Tee (M)1 × Static Vinyl (Black)',
    );
  });

  it('shows each of several parcels with its own link and delivery, and no list once all shipped', () => {
    const shipments = [
      parcel(1, [{ itemId: 11, quantity: 3 }], '2026-01-08T10:00:00.000Z'),
      parcel(2, [{ itemId: 12, quantity: 1 }]),
    ];
    renderWithKit(<OrderShipments order={{ items, shipments, toShip: [] }} />);
    const first = screen.getByRole('group', { name: 'Parcel 1 of 2' });
    const second = screen.getByRole('group', { name: 'Parcel 2 of 2' });
    expect(within(first).getByTestId('shipment-status').textContent).toMatch(/^Delivered /);
    expect(within(second).getByTestId('shipment-status').textContent).toBe('On its way');
    expect(
      within(second)
        .getByRole('link', { name: /Follow parcel 2 on UPS/ })
        .getAttribute('href'),
    ).toBe(shipments[1]!.trackingUrl);
    expect(screen.queryByTestId('still-to-ship')).toBeNull();
  });

  it('calls a lone parcel of a wholly shipped order "your parcel"', () => {
    renderWithKit(
      <OrderShipments order={{ items, shipments: [parcel(1, [{ itemId: 11, quantity: 3 }])], toShip: [] }} />,
    );
    expect(screen.getByRole('link', { name: /Follow your parcel on UPS/ })).toBeTruthy();
  });
});
