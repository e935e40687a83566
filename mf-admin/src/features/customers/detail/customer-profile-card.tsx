import type { AdminCustomerDetail } from '@ps/shared/console-schemas';
import { Card } from '../../../ui/card';
import { Facts } from '../../../ui/facts';
import { formatDateTime, money } from '../../../ui/format';
import { NewsletterBadge } from '../newsletter-badge';

const when = (iso: string | null, none: string) => (iso ? formatDateTime(iso) : none);

export function CustomerProfileCard({ customer }: { customer: AdminCustomerDetail }) {
  return (
    <Card aria-labelledby="customer-profile-title">
      <h2 id="customer-profile-title">Profile</h2>
      <Facts>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{customer.phone ?? 'Not given'}</dd>
        <dt>Type</dt>
        <dd>
          {customer.kind === 'account'
            ? `Account since ${when(customer.accountCreatedAt, 'unknown')}`
            : 'Guest (no account)'}
        </dd>
        <dt>Lifetime value (paid orders)</dt>
        <dd>{money(customer.lifetimeValue)}</dd>
        <dt>Orders</dt>
        <dd>
          {customer.orderCount}
          {customer.firstOrderAt && `, first on ${formatDateTime(customer.firstOrderAt)}`}
        </dd>
        <dt>Newsletter</dt>
        <dd>
          <NewsletterBadge state={customer.newsletter} />
          {customer.newsletterSince && ` since ${formatDateTime(customer.newsletterSince)}`}
        </dd>
      </Facts>
    </Card>
  );
}
