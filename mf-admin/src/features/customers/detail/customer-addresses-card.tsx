import styled from 'styled-components';
import type { AdminCustomerDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { formatDateTime } from '../../../ui/format';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  address {
    font-style: normal;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Shipping and billing addresses from their orders, each once, most recently used first. */
export function CustomerAddressesCard({ addresses }: Pick<AdminCustomerDetail, 'addresses'>) {
  return (
    <Card aria-labelledby="customer-addresses-title">
      <h2 id="customer-addresses-title">Addresses used</h2>
      {addresses.length === 0 ? (
        <p>No addresses: this customer has not ordered yet.</p>
      ) : (
        <List>
          {addresses.map((address) => (
            <li key={JSON.stringify(address)}>
              <address>
                {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
                <br />
                {address.city}, {address.state} {address.postalCode}, {address.country}
              </address>
              <small>Last used {formatDateTime(address.lastUsedAt)}</small>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
