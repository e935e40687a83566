import { ESSENTIAL_CATEGORY, OPTIONAL_CATEGORIES, PERSONAL_DATA_KEYS } from '@ps/shared/consent';
import { METRIC_RETENTION_MS } from '@ps/shared/experiments';
import { EVENT_RETENTION_MS, MAX_STORED_EVENTS } from '@ps/shared/tracking';
import { daysOf } from './days';

/** What the browser keeps, by consent category, named by its storage keys so anyone can check. */
export function PrivacyOnDevice() {
  return (
    <section aria-labelledby="privacy-device">
      <h2 id="privacy-device">What stays on your device</h2>
      <p>
        The consent banner asks which kinds of data you allow. Whatever you choose is saved on this device, and you can
        change it any time under Privacy settings at the foot of every page.
      </p>
      <h3>{ESSENTIAL_CATEGORY.label}</h3>
      <p>{ESSENTIAL_CATEGORY.description} In this browser&apos;s local storage:</p>
      <ul>
        <li>
          <code>ps_gdpr_consent</code>: your choice, with its date.
        </li>
        <li>
          <code>ps_session_id</code>: a random id that ties your cart, checkout and orders to this browser. It is sent
          with every store request; it holds nothing about you.
        </li>
        <li>
          Checkout: the checkout&apos;s id, where you are in it and what you typed into its forms (never passwords or
          card details), so a reload loses nothing. Cleared when your order is placed.
        </li>
        <li>Your wishlist and your recent store searches, when you use them.</li>
      </ul>
      {OPTIONAL_CATEGORIES.map((category) => (
        <div key={category.flag}>
          <h3>{category.label} (only if you allow it)</h3>
          <p>{category.description}</p>
        </div>
      ))}
      <p>With tracking allowed, this device keeps:</p>
      <ul>
        <li>
          <code>{PERSONAL_DATA_KEYS.userId}</code>: a random visitor id made in your browser.
        </li>
        <li>
          <code>{PERSONAL_DATA_KEYS.profile}</code>: your visitor profile: how many visits, the sections and kinds of
          content you seem to like, an engagement level and how likely you are to sign up, worked out from your clicks.
        </li>
        <li>
          <code>{PERSONAL_DATA_KEYS.events}</code>: what you did here (page and section views, clicks, plays, form use,
          scroll depth, time on page), for {daysOf(EVENT_RETENTION_MS)} and at most {MAX_STORED_EVENTS} entries.
        </li>
        <li>
          <code>{PERSONAL_DATA_KEYS.experimentAssignments}</code> and{' '}
          <code>{PERSONAL_DATA_KEYS.experimentMetrics}</code>: which version of a page test you see, and its results for{' '}
          {daysOf(METRIC_RETENTION_MS)}.
        </li>
      </ul>
      <p>
        Turn tracking off and all of that is deleted from this device at once. Nothing in this section is a cookie, and
        this site loads no advertising or third-party analytics scripts.
      </p>
    </section>
  );
}
