import { openPrivacySettings } from '@ps/shared/consent';
import { Link } from '@ps/shared/router';
import { CONTACT_TOPIC_LABELS } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';

/** How to see, export and delete what is kept, on the device and on the server. */
export function PrivacyYourRights() {
  return (
    <section aria-labelledby="privacy-rights">
      <h2 id="privacy-rights">Get a copy or delete it</h2>
      <h3>On this device</h3>
      <p>
        Privacy settings has two buttons: <strong>Download my data</strong> saves your profile, your events and your
        consent choice as a JSON file, and <strong>Delete my data</strong> removes all of them, your consent choice
        included.
      </p>
      <p>
        <Button $variant="secondary" onClick={openPrivacySettings}>
          Open privacy settings
        </Button>
      </p>
      <h3>On our server</h3>
      <ul>
        <li>
          Your orders are listed under <Link to="/account/orders">your orders</Link> in the browser you ordered from. On
          the <Link to="/track">tracking page</Link>, an order number alone shows the order with your name, contact
          details and street masked; adding the order&apos;s e-mail shows it in full.
        </li>
        <li>Stop the newsletter with the unsubscribe link in any of its e-mails.</li>
        <li>
          For a copy of everything we hold about your e-mail address, a correction, or deletion, write to us on the{' '}
          <Link to="/contact">contact page</Link> with the topic &ldquo;{CONTACT_TOPIC_LABELS.privacy}&rdquo;. We answer
          from the support inbox to the address you give, and we may ask you to confirm it is yours.
        </li>
      </ul>
    </section>
  );
}
