import type { AdminReturn } from '@ps/shared/console-schemas';
import { Link } from '@ps/shared/router';
import { formatDate } from '../../../ui/format';
import { ListTable } from '../../../ui/list-table';
import { ReturnStatusBadge } from '../return-status-badge';

const itemsOf = (request: AdminReturn) =>
  request.lines.map((line) => `${line.quantity} × ${line.productName} (${line.variantName})`).join(', ');

export function ReturnsTable({ returns }: { returns: AdminReturn[] }) {
  return (
    <ListTable label="Returns and exchanges" columns={['Request', 'Order', 'Customer', 'Items', 'Status', 'Asked on']}>
      {returns.map((request) => (
        <tr key={request.id} data-testid="return-row">
          <th scope="row">
            <Link to={`/admin/returns/${request.id}`}>
              {request.kind === 'exchange' ? 'Exchange' : 'Return'} {request.id}
            </Link>
          </th>
          <td>
            <Link to={`/admin/orders/${request.orderId}`}>{request.orderNumber}</Link>
          </td>
          <td>{request.customerName || request.customerEmail}</td>
          <td>
            {itemsOf(request)}
            {request.replacement ? ` → ${request.replacement.variantName}` : ''}
          </td>
          <td>
            <ReturnStatusBadge status={request.status} />
          </td>
          <td>{formatDate(request.createdAt)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
