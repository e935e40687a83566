import { BAND_NAME } from '@ps/shared/rules';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { formatDateTime } from '../../../ui/format';
import { OrderAddressBlock } from './order-address';
import { Paper } from './print-styles';

/** What goes in the parcel: where to, and what to pick and pack. No prices: the parcel may be a gift. */
export function PackingSlipDocument({ order }: { order: AdminOrderDetail }) {
  return (
    <Paper aria-label={`Packing slip for order ${order.orderNumber}`}>
      <header>
        <div>
          <h1>{BAND_NAME}</h1>
          <p>Packing slip</p>
        </div>
        <p>
          Order {order.orderNumber}
          <br />
          Placed {formatDateTime(order.createdAt)}
        </p>
      </header>
      <OrderAddressBlock title="Ship to" name={order.customerInfo.name} address={order.shippingAddress} />
      <section>
        <h2>Ship with</h2>
        <p>
          <strong>{order.shippingMethod.name}</strong>
        </p>
      </section>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col" className="number">
              Qty
            </th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.productName} ({item.variantName})
              </td>
              <td>{item.sku}</td>
              <td className="number">{item.quantity}</td>
              <td aria-hidden="true">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.notes && <p>Note from the customer: {order.notes}</p>}
      <p>Thank you for supporting {BAND_NAME}!</p>
    </Paper>
  );
}
