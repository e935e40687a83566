import { expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import { moveShippedOrdersIntoParcels } from '../src/db/migrations/0059-order-shipments';
import { forceStatus, placeGuestOrder, SHIPMENT } from './support/admin-orders';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('migration 0059: orders shipped before parcels become one parcel each', (api) => {
  it('when orders shipped with one carrier and tracking number, then each becomes one parcel of all its units, delivered when the order was', async () => {
    const staff = await staffBrowser(api, 'staff');
    const delivered = await placeGuestOrder(api, { quantity: 2 });
    await forceStatus(api, delivered.id, 'delivered');
    const arrivedAt = new Date('2026-01-09T12:00:00.000Z');
    await api.db
      .insertInto('orderEvents')
      .values({ orderId: delivered.id, status: 'delivered', createdAt: arrivedAt })
      .execute();
    const shipped = await placeGuestOrder(api);
    await forceStatus(api, shipped.id, 'shipped');
    const confirmed = await placeGuestOrder(api);
    await forceStatus(api, confirmed.id, 'confirmed');

    // Run twice: a second run adds nothing.
    await moveShippedOrdersIntoParcels(api.db.withoutPlugins());
    await moveShippedOrdersIntoParcels(api.db.withoutPlugins());

    const detail = async (id: number) =>
      adminOrderResponseSchema.parse(await (await staff.get(`/api/admin/orders/${id}`)).json()).order;
    const wasDelivered = await detail(delivered.id);
    expect(wasDelivered.shipments).toEqual([
      expect.objectContaining({
        number: 1,
        carrier: SHIPMENT.carrier,
        trackingNumber: SHIPMENT.trackingNumber,
        trackingUrl: `https://www.ups.com/track?tracknum=${SHIPMENT.trackingNumber}`,
        deliveredAt: arrivedAt.toISOString(),
        lines: [{ itemId: wasDelivered.items[0]!.id, quantity: 2 }],
      }),
    ]);
    expect(wasDelivered.toShip).toEqual([]);
    const wasShipped = await detail(shipped.id);
    expect(wasShipped.shipments).toEqual([expect.objectContaining({ carrier: 'ups', deliveredAt: null })]);
    expect((await detail(confirmed.id)).shipments).toEqual([]);
  });
});
