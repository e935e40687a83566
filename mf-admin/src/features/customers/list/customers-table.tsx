import type { AdminCustomerRow } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { LongText } from '../../../ui/data-table';
import { formatDate, money } from '../../../ui/format';
import { NewsletterBadge } from '../newsletter-badge';
import type { RowSelection } from '../../../lib/use-row-selection';
import { SelectRowCell } from '../../../ui/selection-cells';
import { ListTable } from '../../../ui/list-table';

interface Props {
  customers: AdminCustomerRow[];
  selection: RowSelection<string>;
}

export function CustomersTable({ customers, selection }: Props) {
  return (
    <ListTable
      label="Customers"
      columns={['Name', 'E-mail', 'Type', 'Orders', 'Lifetime value', 'Last order', 'Newsletter']}
      select={{
        ids: customers.map((customer) => customer.key),
        selection,
        label: 'Select every customer on this page',
      }}
    >
      {customers.map((customer) => (
        <tr key={customer.key} data-testid="customer-row">
          <SelectRowCell id={customer.key} selection={selection} label={`Select ${customer.email}`} />
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
    </ListTable>
  );
}
