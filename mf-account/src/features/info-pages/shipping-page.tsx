import { Link } from '@ps/shared/router';
import {
  EXPRESS_SHIPPING_RATE,
  ORDER_NUMBER_EXAMPLE,
  SHIPPING_METHOD_DETAILS,
  STANDARD_SHIPPING_RATE,
  SUPPORTED_COUNTRIES,
  formatPrice,
} from '@ps/shared/rules';
import { usePublicSettings } from '@ps/shared/support';
import { InfoPage } from '../../ui/info-page';
import { RatesTable } from './rates-table';

const countryNames = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(
  SUPPORTED_COUNTRIES.map((country) => country.name),
);

export function ShippingPage() {
  const { standard, express } = SHIPPING_METHOD_DETAILS;
  const threshold = usePublicSettings().data?.freeShippingThreshold;
  // The threshold is the shop's setting; for the moment it loads, the sentences stay true without it.
  const freeFrom = threshold === undefined ? 'a minimum order' : formatPrice(threshold);
  return (
    <InfoPage
      path="/shipping"
      title="Shipping"
      lead={`Two ways to get your merch: ${standard.name.toLowerCase()}, free from ${freeFrom}, or ${express.name.toLowerCase()} at one flat price.`}
    >
      <h2>Methods and prices</h2>
      <RatesTable
        caption="Shipping prices per order"
        rows={[
          {
            method: standard.name,
            time: standard.estimatedDays,
            price: `${formatPrice(STANDARD_SHIPPING_RATE)}; free when your items add up to ${freeFrom} or more`,
          },
          {
            method: express.name,
            time: express.estimatedDays,
            price: `${formatPrice(EXPRESS_SHIPPING_RATE)}, whatever the order total`,
          },
        ]}
      />
      <p>
        The price is per order, not per item, and the same for every country we ship to. Checkout shows the exact amount
        for your cart before you pay, and the cart tells you how much more gets you free standard shipping.
      </p>

      <h2>Where we ship</h2>
      <p>We ship to {countryNames}. Checkout only accepts addresses in these countries.</p>

      <h2>Delivery dates</h2>
      <p>
        Delivery times count business days (Monday to Friday). Your order confirmation shows an estimated delivery date:
        the order day plus the longest time of the method you chose. You can follow every order on the{' '}
        <Link to="/track">tracking page</Link> with its order number (like {ORDER_NUMBER_EXAMPLE}).
      </p>

      <h2>Taxes</h2>
      <p>
        Sales tax, VAT or GST is added to the items at checkout from a fixed table of rates for your state, province or
        country; shipping is not taxed. The total you approve at checkout is the total you pay.
      </p>

      <h2>Something wrong with a delivery?</h2>
      <p>
        If a parcel is late, damaged or missing, <Link to="/contact">send us a message</Link> with your order number.
        Changed your mind about something that arrived? See <Link to="/returns">returns</Link>.
      </p>
    </InfoPage>
  );
}
