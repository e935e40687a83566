import type { OrderAddress } from '@ps/shared/schemas';
import { AddressBlock } from './address-block';
import { Panel } from './panel';

export function ShippingAddressPanel({ address, name }: { address: OrderAddress; name?: string }) {
  return (
    <Panel aria-labelledby="shipping-address-title">
      <h2 id="shipping-address-title">Shipping Address</h2>
      <AddressBlock address={address} name={name} />
    </Panel>
  );
}
