import { Link } from '@ps/shared/router';
import { CONTACT_TOPIC_LABELS } from '@ps/shared/rules';

/** What reaches the server's database and mail, and why. */
export function PrivacyOnServer() {
  return (
    <section aria-labelledby="privacy-server">
      <h2 id="privacy-server">What our server keeps</h2>
      <ul>
        <li>
          <strong>Analytics events</strong>, only when you allowed both tracking and analytics: the kind of event, the
          page, section and element, a value, the time, a random id for the browser tab and your random visitor id. The
          first page of a visit also notes the site you came from (its address only, not the page) and the campaign tags
          of the link you followed. No name, e-mail or IP address is stored with them; what you type into forms is never
          sent.
        </li>
        <li>
          <strong>Your cart</strong>: the items, under the random browser id above.
        </li>
        <li>
          <strong>Orders</strong>: your name, e-mail, phone if you gave it, shipping and billing addresses, the items
          and totals, your order notes, whether you want marketing e-mails, and the card brand and last four digits.
          Card numbers and security codes never reach our database: the payment provider handles them. While you check
          out, the same details are kept with the checkout.
        </li>
        <li>
          <strong>Accounts</strong>, if you create one at checkout: your e-mail, name, marketing choice and your
          password, only as a salted scrypt hash.
        </li>
        <li>
          <strong>Newsletter</strong>, if you sign up: your e-mail, your name if you gave it, which form and which
          version of the page you used, and whether you want tour updates. Every newsletter e-mail has a one-click
          unsubscribe link; unsubscribing keeps a record that you left, so you are not mailed again.
        </li>
        <li>
          <strong>Messages</strong> you send with the contact form: your name, e-mail, topic, order number and message.
          A copy goes to our support inbox.
        </li>
        <li>
          <strong>Fan photos</strong> you send from the social hub: the photo (shrunk, with the hidden camera data such
          as the place it was taken removed; the file you uploaded is not kept), your caption, name, handle, platform,
          location, hashtags, your e-mail if you gave it (only to tell you once the photo is approved; it is never
          shown) and your repost and promotion choices. Approved photos are shown with everything but the e-mail. A
          rejected photo&apos;s file is deleted at once; its text stays with the reason. The{' '}
          <Link to="/fan-photo-terms">fan photo terms</Link> explain how to have a photo removed.
        </li>
        <li>
          <strong>E-mails we send</strong>: order confirmations, the welcome for a new account and newsletter e-mails,
          to the address you gave for them.
        </li>
        <li>
          <strong>Server logs</strong>: each request&apos;s time, page address (URL), browser and IP address, for
          running and securing the site. They are not in the database and never contain passwords or card details.
          Request limits count requests per IP address (and failed sign-ins per e-mail) in the database, under a one-way
          hash of the address, and forget each count when its window ends (at most an hour).
        </li>
        <li>
          <strong>Accounts</strong>: if you create one, your name, e-mail and a salted hash of your password (never the
          password itself), the orders you place while signed in, and your sign-in session, which ends after 30 days
          without a visit or when you sign out.
        </li>
      </ul>

      <h2>How long</h2>
      <p>
        Data on your device follows the times above. On the server, with its standard settings, an unfinished checkout
        is deleted a day after you last touched it and a cart after 30 days; sent e-mails leave the outbox after 30
        days. Orders are kept for our accounts. Everything else (accounts, newsletter entries, messages, fan photos,
        analytics events) has no automatic deletion yet and stays until you ask us to delete it (see below) or we remove
        it. Choose the topic &ldquo;{CONTACT_TOPIC_LABELS.privacy}&rdquo; when you write to us.
      </p>
    </section>
  );
}
