import { useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink, Container } from '@ps/shared/ui';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';
import { TooManyLookupsError } from '../../lib/orders-api/orders-request';
import { useOrderLookup } from '../../lib/orders-api/use-order-lookup';
import { MessagePanel } from '../../ui/message-panel';
import { TooManyLookups } from '../../ui/too-many-lookups';
import { OrderDetailSkeleton } from './order-detail-skeleton';
import { OrderDetailView } from './order-detail-view';

export function OrderDetailPage() {
  const orderNumber = normalizeOrderNumber(useParams().orderNumber ?? '');
  const lookup = useOrderLookup(orderNumber);
  usePageMeta({
    title: `Order ${orderNumber}`,
    description: 'Status, items, delivery and receipt for a Panic Squad merch order.',
  });

  if (lookup.query.isPending) return <OrderDetailSkeleton />;
  if (lookup.query.isError) {
    return (
      <main>
        <Container>
          {lookup.query.error instanceof TooManyLookupsError ? (
            <TooManyLookups headingLevel={1} />
          ) : (
            <MessagePanel
              headingLevel={1}
              tone="panic"
              title="Order Not Found"
              message="We couldn't find the order you're looking for."
            >
              <ButtonLink to="/account/orders">View All Orders</ButtonLink>
              {lookup.email && (
                <Button $variant="secondary" onClick={lookup.forgetEmail}>
                  Try Another Email
                </Button>
              )}
            </MessagePanel>
          )}
        </Container>
      </main>
    );
  }
  return (
    <OrderDetailView
      response={lookup.query.data}
      onReveal={lookup.reveal}
      checkingEmail={lookup.query.isPlaceholderData && lookup.query.isFetching}
    />
  );
}
