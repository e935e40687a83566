import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import type { OrderAddress } from '@ps/shared/schemas';
import { Card } from '../../../ui/card';
import { Facts } from '../../../ui/facts';

function Address({ address }: { address: OrderAddress }) {
  const lines = [
    address.addressLine1,
    address.addressLine2,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
  return (
    <address>
      {lines.filter(Boolean).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </address>
  );
}

export function OrderPeopleCard({ order }: { order: AdminOrderDetail }) {
  const { name, email, phone } = order.customerInfo;
  return (
    <Card aria-labelledby="customer-title">
      <h2 id="customer-title">Customer</h2>
      <Facts>
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{phone ?? 'Not given'}</dd>
        <dt>Shipping address</dt>
        <dd>
          <Address address={order.shippingAddress} />
        </dd>
        <dt>Billing address</dt>
        <dd>
          <Address address={order.billingAddress} />
        </dd>
      </Facts>
    </Card>
  );
}
