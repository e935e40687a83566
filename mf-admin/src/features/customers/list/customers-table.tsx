import type { AdminCustomerRow } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { DataTable, LongText } from '../../../ui/data-table';
import { formatDate, money } from '../../../ui/format';
import { NewsletterBadge } from '../newsletter-badge';
import { SelectAllHeader, SelectRowCell } from '../../../ui/selection-cells';

interface Props {
  customers: AdminCustomerRow[];
  selected: ReadonlySet<string>;
  onSelect: (keys: string[], selected: boolean) => void;
}

export function CustomersTable({ customers, selected, onSelect }: Props) {
  return (
    <DataTable aria-label="Customers">
      <thead>
        <tr>
          <SelectAllHeader
            ids={customers.map((customer) => customer.key)}
            selected={selected}
            onSelect={onSelect}
            label="Select every customer on this page"
          />
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Type</th>
          <th scope="col">Orders</th>
          <th scope="col">Lifetime value</th>
          <th scope="col">Last order</th>
          <th scope="col">Newsletter</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.key} data-testid="customer-row">
            <SelectRowCell
              id={customer.key}
              selected={selected}
              onSelect={onSelect}
              label={`Select ${customer.email}`}
            />
            <th scope="row">
              <Link to={`/admin/customers/${customer.key}`}>{customer.name || customer.email}</Link>
            </th>
            <td>
              <LongText>{customer.email}</LongText>
            </td>
            <td>{customer.kind === 'account' ? 'Account' : 'Guest'}</td>
            <td>{customer.orderCount}</td>
            <td>{money(customer.lifetimeValue)}</td>
            <td>{customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'No orders'}</td>
            <td>
              <NewsletterBadge state={customer.newsletter} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
