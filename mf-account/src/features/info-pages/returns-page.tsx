import { Link } from '@ps/shared/router';
import { CONTACT_TOPIC_LABELS, ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { returnWindowPhrase, useReturnWindowDays } from '@ps/shared/support';
import { InfoPage } from '../../ui/info-page';

export function ReturnsPage() {
  const window = returnWindowPhrase(useReturnWindowDays());
  return (
    <InfoPage
      path="/returns"
      title="Returns and exchanges"
      lead={`Not the right fit? You have ${window} from delivery to send it back for a refund or an exchange.`}
    >
      <h2>What you can return</h2>
      <ul>
        <li>Anything from the store, within {window} of the day it was delivered.</li>
        <li>Unworn, unwashed and unused, with its tags on. Vinyl and CDs still sealed.</li>
        <li>A wrong, faulty or damaged item, whatever its state: tell us and we will put it right.</li>
      </ul>

      <h2>How to start a return</h2>
      <ol>
        <li>
          Find your order number (like {ORDER_NUMBER_EXAMPLE}) in your confirmation e-mail or under{' '}
          <Link to="/account/orders">your orders</Link>. Once an order shows as delivered, its page has a
          Return/Exchange button.
        </li>
        <li>
          Choose the items and how many, say why, and whether you would like a refund or another option of the same
          item. Without an account, you confirm the order with the e-mail address you ordered with.
        </li>
        <li>
          We answer by e-mail. Once we approve, send the items back with your order number inside; we e-mail you again
          when they arrive and when your refund or replacement is on its way. Questions?{' '}
          <Link to="/contact">Send us a message</Link> with the topic &ldquo;{CONTACT_TOPIC_LABELS.returns}&rdquo;.
        </li>
      </ol>

      <h2>Refunds and exchanges</h2>
      <p>
        Refunds go back to the card you paid with, for the price you paid for the returned items. The original shipping
        is refunded when the return is our mistake (wrong, faulty or damaged). Items that come back worn or damaged are
        not refunded. An exchange is for another option of the same item: we put it aside when we approve (it must be in
        stock then). If it costs less, we refund the difference; if it costs more, the approval e-mail has a link to pay
        the difference by card. We send it once the return reaches us and anything due is paid.
      </p>

      <h2>Changed your mind before it shipped?</h2>
      <p>
        Write to us as soon as you can with your order number: an order that has not left us yet can usually be changed
        or cancelled. Shipping times are on the <Link to="/shipping">shipping page</Link>.
      </p>
    </InfoPage>
  );
}
