import type { OrderDetail } from '@ps/shared/schemas';
import { InfoList } from '../../ui/info-list';
import { Panel } from '../../ui/panel';

export function CustomerInfoPanel({ customer }: { customer: OrderDetail['customerInfo'] }) {
  return (
    <Panel aria-labelledby="customer-info-title">
      <h2 id="customer-info-title">Customer</h2>
      <InfoList data-testid="customer-info">
        <dt>Name</dt>
        <dd>{customer.name}</dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        {customer.phone && (
          <>
            <dt>Phone</dt>
            <dd>{customer.phone}</dd>
          </>
        )}
      </InfoList>
    </Panel>
  );
}
