import { PERSONAL_DATA_KEYS } from '@ps/shared/consent';
import { METRIC_RETENTION_MS } from '@ps/shared/experiments';
import { ESSENTIAL_CATEGORY, OPTIONAL_CATEGORIES } from '@ps/shared/rules';
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
          <code>ps_cart_lines</code>: which products are in your cart and how many (never prices), so the cart and
          checkout can show them while the store checks prices and stock. Removed when your cart is empty.
        </li>
        <li>
          <code>ps_checkout_session_id</code> and <code>ps_checkout_draft_</code> followed by a form&apos;s name (such
          as <code>ps_checkout_draft_shipping</code>): the checkout&apos;s id, where you are in it and what you typed
          into its forms (never passwords or card details), so a reload loses nothing. Cleared when your order is
          placed.
        </li>
        <li>
          <code>ps_wishlist</code>: the products you saved, when you use it.
        </li>
        <li>
          <code>ps_signed_in</code>: a mark that this browser is signed in to a customer account, so pages only ask the
          server who you are when you are. It holds no name or e-mail.
        </li>
      </ul>
      <p>
        Signing in sets a cookie: <code>ps_session</code> for a customer account, <code>ps_staff_session</code> for the
        band&apos;s staff. Each holds only a random session id, cannot be read by the page&apos;s scripts, and ends when
        you sign out (a customer session also after 30 days without a visit). A customer also gets{' '}
        <code>ps_page_session</code>, the same id sent only with your account&apos;s pages, so your order history and
        your orders&apos; pages arrive already drawn, and <code>ps_checkout_page_session</code>, the same id sent only
        with the checkout&apos;s pages, so the checkout names your account from the start; those pages are never kept by
        this site or any cache on the way.
      </p>
      <p>
        Before you sign in, the sign-in form gets <code>ps_form_token</code> (staff: <code>ps_staff_form_token</code>):
        a random token the form sends back to show the request comes from this site, gone when you close the browser.
        Signing in also sets <code>ps_device</code> (staff: <code>ps_staff_device</code>) for 180 days: a random token
        that tells the server this browser has signed in to the account before, so you can still sign in while someone
        elsewhere is guessing your password. Only its hash is kept on the server. None of these cookies can be read by
        the page&apos;s scripts.
      </p>
      <p>
        The site&apos;s offline helper (a service worker) keeps copies of the site&apos;s own files and catalog answers
        in two browser caches, <code>ps-assets-v1</code> and <code>ps-catalog-v1</code>, so pages open faster and work
        offline. They hold nothing about you. Open tabs of the site tell each other when your cart changes over a
        message channel named <code>ps_cart</code>; nothing is stored under that name.
      </p>
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
        <li>
          <code>{PERSONAL_DATA_KEYS.popupHistory}</code>: when a newsletter pop-up last showed, how often you closed one
          and whether you signed up, so pop-ups do not keep coming back.
        </li>
        <li>
          <code>{PERSONAL_DATA_KEYS.recentSearches}</code> and <code>{PERSONAL_DATA_KEYS.cartSuggestionsHidden}</code>:
          your last five store searches, and that you hid the cart&apos;s &ldquo;Complete Your Look&rdquo; row.
        </li>
        <li>
          <code>ps_tracking_session_id</code>, in this tab&apos;s session storage: a random id for this visit, sent with
          the analytics events; it is gone when you close the tab.
        </li>
      </ul>
      <p>
        Turn tracking off and all of that is deleted from this device at once. None of it is a cookie, and this site
        loads no advertising or third-party analytics scripts.
      </p>
    </section>
  );
}
