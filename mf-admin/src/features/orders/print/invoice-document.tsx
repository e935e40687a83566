import { BAND_NAME } from '@ps/shared/rules';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { PAYMENT_STATUS_NAMES } from '@ps/shared/schemas';
import { formatDateTime, money } from '../../../ui/format';
import { OrderAddressBlock } from './order-address';
import { Columns, Paper } from './print-styles';

/** The invoice as it prints: the shop, the order, who pays and receives, every line and what was paid. */
export function InvoiceDocument({ order }: { order: AdminOrderDetail }) {
  const { customerInfo: customer } = order;
  const totals: [string, number][] = [
    ['Subtotal', order.subtotal],
    ...(order.discount > 0 ? [['Discount', -order.discount] as [string, number]] : []),
    [`Shipping (${order.shippingMethod.name})`, order.shipping],
    ['Tax', order.tax],
  ];
  return (
    <Paper aria-label={`Invoice for order ${order.orderNumber}`}>
      <header>
        <div>
          <h1>{BAND_NAME}</h1>
          <p>Invoice</p>
        </div>
        <p>
          Order {order.orderNumber}
          <br />
          Placed {formatDateTime(order.createdAt)}
          {order.shipment?.shippedAt && (
            <>
              <br />
              Shipped {formatDateTime(order.shipment.shippedAt)}
            </>
          )}
        </p>
      </header>
      <Columns>
        <OrderAddressBlock title="Bill to" name={customer.name} address={order.billingAddress} extra={customer.email} />
        <OrderAddressBlock title="Ship to" name={customer.name} address={order.shippingAddress} />
      </Columns>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="number">
              Qty
            </th>
            <th scope="col" className="number">
              Unit price
            </th>
            <th scope="col" className="number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.productName} ({item.variantName})
                <br />
                SKU {item.sku}
              </td>
              <td className="number">{item.quantity}</td>
              <td className="number">{money(item.unitPrice)}</td>
              <td className="number">{money(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row" colSpan={3} className="number">
                {label}
              </th>
              <td className="number">{money(amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3} className="number">
              Total
            </th>
            <td className="number">
              <strong>{money(order.total)}</strong>
            </td>
          </tr>
          {order.refunds.refunded > 0 && (
            <tr>
              <th scope="row" colSpan={3} className="number">
                Refunded
              </th>
              <td className="number">{money(-order.refunds.refunded)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      <p>Payment status: {PAYMENT_STATUS_NAMES[order.paymentStatus]}</p>
    </Paper>
  );
}
