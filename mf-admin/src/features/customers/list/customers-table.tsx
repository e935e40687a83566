import type { AdminCustomerRow } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { DataTable, LongText } from '../../../ui/data-table';
import { formatDate, money } from '../../../ui/format';
import { NewsletterBadge } from '../newsletter-badge';
import type { RowSelection } from '../../../lib/use-row-selection';
import { SelectAllHeader, SelectRowCell } from '../../../ui/selection-cells';
import { TableHead } from '../../../ui/table-head';

interface Props {
  customers: AdminCustomerRow[];
  selection: RowSelection<string>;
}

export function CustomersTable({ customers, selection }: Props) {
  return (
    <DataTable aria-label="Customers">
      <TableHead
        columns={['Name', 'E-mail', 'Type', 'Orders', 'Lifetime value', 'Last order', 'Newsletter']}
        lead={
          <SelectAllHeader
            ids={customers.map((customer) => customer.key)}
            selection={selection}
            label="Select every customer on this page"
          />
        }
      />
      <tbody>
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
      </tbody>
    </DataTable>
  );
}
