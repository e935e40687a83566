import { BAND_NAME, CART_MAX_QUANTITY } from '@ps/shared/rules';
import { returnWindowPhrase, useReturnWindowDays } from '@ps/shared/support';
import { Link } from '@ps/shared/router';
import { InfoPage } from '../../ui/info-page';

export function TermsPage() {
  const window = returnWindowPhrase(useReturnWindowDays());
  return (
    <InfoPage
      path="/terms"
      title="Terms and conditions"
      lead={`The rules for buying from the ${BAND_NAME} store. Placing an order means you accept them.`}
    >
      <h2>Prices</h2>
      <p>
        Prices are in US dollars. The price that counts is the one checkout shows when you place the order: our server
        works out every total itself, from the current prices, your shipping method and the tax for your address.
      </p>

      <h2>Stock and quantities</h2>
      <p>
        An item is only reserved for you when your order is placed, not while it sits in your cart. If it sells out
        first, checkout tells you and nothing is charged. A cart takes at most {CART_MAX_QUANTITY} of any one size or
        colour, and some limited items only a set number per order, as their product page says.
      </p>

      <h2>Payment</h2>
      <p>
        We take card payments. When you place an order we first hold the total on your card; the money is only taken
        once the order is recorded. If the order cannot be completed, the hold is released. Card details go to the
        payment provider, never to our database.
      </p>

      <h2>Your order</h2>
      <p>
        You get a confirmation e-mail with your order number. Shipping methods, prices and delivery times are on the{' '}
        <Link to="/shipping">shipping page</Link>. You can send items back within {window} of delivery, as the{' '}
        <Link to="/returns">returns page</Link> explains.
      </p>

      <h2>Accounts and e-mail</h2>
      <p>
        Checkout works without an account. If you create one, keep its password to yourself. Marketing e-mails are sent
        only if you ticked the box for them, and the newsletter only after you signed up; you can stop either at any
        time. How we handle your data is in the <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2>Using the site</h2>
      <p>
        The music, artwork and designs belong to {BAND_NAME}. Please do not copy them for sale, overload the site with
        automated requests or try to reach data that is not yours.
      </p>

      <h2>Questions</h2>
      <p>
        Anything unclear? <Link to="/contact">Ask us</Link> before you order.
      </p>
    </InfoPage>
  );
}
