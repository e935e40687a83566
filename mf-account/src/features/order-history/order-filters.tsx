import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { SelectField } from '@ps/shared/form';
import { ORDER_STATUS_NAMES, ORDER_STATUSES } from '@ps/shared/rules';
import type { OrderHistoryQuery } from '../../lib/order-model/order-history-query';
import { isOrderStatus } from '../../lib/order-model/order-status';
import { OrderSearch } from './order-search';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 240px;
    align-items: end;
  }
`;

interface Props {
  query: OrderHistoryQuery;
  /** New filters always start again at page 1. */
  onChange: (next: OrderHistoryQuery) => void;
}

export function OrderFilters({ query, onChange }: Props) {
  return (
    <Bar>
      <OrderSearch search={query.search ?? ''} onSearch={(search) => onChange({ ...query, search, page: 1 })} />
      <SelectField
        label="Filter by status"
        value={query.status ?? ''}
        onChange={(event) => {
          const status = event.target.value;
          onChange({ ...query, status: isOrderStatus(status) ? status : undefined, page: 1 });
        }}
      >
        <option value="">All Status</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_NAMES[status]}
          </option>
        ))}
      </SelectField>
    </Bar>
  );
}
