import styled from 'styled-components';
import type { AdminCustomerRow } from '@ps/shared/schemas';
import { Link } from '@ps/shared/router';
import { DataTable, LongText } from '../../../ui/data-table';
import { formatDate, money } from '../../../ui/format';
import { NewsletterBadge } from '../newsletter-badge';

const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
`;

interface Props {
  customers: AdminCustomerRow[];
  selected: ReadonlySet<string>;
  onSelect: (keys: string[], selected: boolean) => void;
}

export function CustomersTable({ customers, selected, onSelect }: Props) {
  const allSelected = customers.length > 0 && customers.every((customer) => selected.has(customer.key));
  return (
    <DataTable aria-label="Customers">
      <thead>
        <tr>
          <th scope="col">
            <Checkbox
              aria-label="Select every customer on this page"
              checked={allSelected}
              onChange={(event) =>
                onSelect(
                  customers.map((customer) => customer.key),
                  event.target.checked,
                )
              }
            />
          </th>
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
            <td>
              <Checkbox
                aria-label={`Select ${customer.email}`}
                checked={selected.has(customer.key)}
                onChange={(event) => onSelect([customer.key], event.target.checked)}
              />
            </td>
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
