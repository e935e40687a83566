import { Link } from '@ps/shared/router';
import { SHIPPING_METHOD_DETAILS, SUPPORTED_COUNTRIES, formatPrice } from '@ps/shared/rules';
import { returnWindowPhrase, usePublicSettings } from '@ps/shared/support';
import { InfoPage } from '../../ui/info-page';

/** Short answers to what fans ask most, each from the rule the site applies and linking to the full page. */
export function FaqPage() {
  const { standard, express } = SHIPPING_METHOD_DETAILS;
  const settings = usePublicSettings().data;
  const threshold = settings?.freeShippingThreshold;
  return (
    <InfoPage
      path="/faq"
      title="Frequently asked questions"
      lead="Quick answers about orders, the fan wall and your data."
    >
      <h2>When is shipping free?</h2>
      <p>
        {threshold === undefined
          ? 'Standard shipping is free from a minimum order, as the shipping page says.'
          : `Standard shipping is free when your items add up to ${formatPrice(threshold)} or more.`}{' '}
        Prices for everything else are on the <Link to="/shipping">shipping page</Link>.
      </p>

      <h2>How long does delivery take?</h2>
      <p>
        {standard.name}: {standard.estimatedDays}. {express.name}: {express.estimatedDays}. We ship to{' '}
        {SUPPORTED_COUNTRIES.length} countries, listed on the <Link to="/shipping">shipping page</Link>.
      </p>

      <h2>Where is my order?</h2>
      <p>
        Enter your order number (like PS-2026-7KX4QM) on the <Link to="/track">tracking page</Link>. If you ordered
        while signed in, <Link to="/account/orders">your orders</Link> lists them all.
      </p>

      <h2>Do I need an account to order?</h2>
      <p>No. Checkout works without one; you can create an account at checkout if you want your orders in one place.</p>

      <h2>Can I send something back?</h2>
      <p>
        Yes, within {returnWindowPhrase(settings?.returnWindowDays)} of delivery, unworn and with its tags on. The{' '}
        <Link to="/returns">returns page</Link> explains how.
      </p>

      <h2>How do I get my photo on the fan wall?</h2>
      <p>
        Send it from the <Link to="/social/fan-photos">fan photos</Link> page. Someone on the band&apos;s team looks at
        every photo first; the <Link to="/fan-photo-terms">fan photo terms</Link> say what you allow and how to have it
        removed.
      </p>

      <h2>How do I book the band or ask for an interview?</h2>
      <p>
        The <Link to="/press">press kit</Link> has the contacts for press, booking and management.
      </p>

      <h2>What do you keep about me?</h2>
      <p>
        The <Link to="/privacy">privacy policy</Link> lists everything, including each item this site stores in your
        browser. Privacy settings, at the foot of every page, let you change your choice, download your data or delete
        it.
      </p>

      <h2>Something else?</h2>
      <p>
        <Link to="/contact">Send us a message</Link>.
      </p>
    </InfoPage>
  );
}
