import { Badge, Button } from '@ps/shared/ui';
import type { SavedAddress } from '@ps/shared/schemas';
import styled from 'styled-components';
import { countryName } from '../../../lib/order-model/country-name';

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  address {
    display: grid;
    font-style: normal;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Props {
  entry: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function AddressEntry({ entry, onEdit, onDelete, deleting }: Props) {
  const label = `${entry.address1}, ${entry.city}`;
  return (
    <Entry>
      <address>
        <strong>
          {entry.firstName} {entry.lastName}
        </strong>
        {entry.company && <span>{entry.company}</span>}
        <span>{entry.address1}</span>
        {entry.address2 && <span>{entry.address2}</span>}
        <span>
          {entry.city}, {entry.state} {entry.postalCode}
        </span>
        <span>{countryName(entry.country)}</span>
        {entry.phone && <span>{entry.phone}</span>}
      </address>
      {(entry.defaultShipping || entry.defaultBilling) && (
        <Row>
          {entry.defaultShipping && <Badge $tone="info">Default shipping</Badge>}
          {entry.defaultBilling && <Badge $tone="info">Default billing</Badge>}
        </Row>
      )}
      <Row>
        <Button $variant="secondary" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        <Button $variant="ghost" onClick={onDelete} disabled={deleting} aria-label={`Delete ${label}`}>
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </Row>
    </Entry>
  );
}
