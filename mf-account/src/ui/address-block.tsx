import styled from 'styled-components';
import type { OrderAddress } from '@ps/shared/schemas';
import { countryName } from '../lib/order-model/country-name';

const Address = styled.address`
  display: grid;
  font-style: normal;
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

export function AddressBlock({ address, name }: { address: OrderAddress; name?: string }) {
  return (
    <Address data-testid="shipping-address">
      {name && <strong>{name}</strong>}
      <span>{address.addressLine1}</span>
      {address.addressLine2 && <span>{address.addressLine2}</span>}
      <span>
        {address.city}, {address.state} {address.postalCode}
      </span>
      <span>{countryName(address.country)}</span>
    </Address>
  );
}
