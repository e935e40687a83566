import type { OrderAddress } from '@ps/shared/schemas';

interface Props {
  title: string;
  name: string;
  address: OrderAddress;
  extra?: string | null;
}

/** One postal address block of a printed document. */
export function OrderAddressBlock({ title, name, address, extra }: Props) {
  return (
    <section>
      <h2>{title}</h2>
      <address>
        {name}
        <br />
        {address.addressLine1}
        {address.addressLine2 && (
          <>
            <br />
            {address.addressLine2}
          </>
        )}
        <br />
        {address.city}, {address.state} {address.postalCode}
        <br />
        {address.country}
        {extra && (
          <>
            <br />
            {extra}
          </>
        )}
      </address>
    </section>
  );
}
