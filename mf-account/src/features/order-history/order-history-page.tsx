import { usePageMeta } from '@ps/shared/seo';
import { Container } from '@ps/shared/ui';
import { useOrders, useOrdersOwner } from '../../lib/orders-api/get-orders';
import { PageTitle } from '../../ui/page-title';
import { OrderFilters } from './order-filters';
import { OrderHelpLinks } from './order-help-links';
import { OrderHistoryIntro } from './order-history-intro';
import { OrderHistoryResults } from './order-history-results';
import { useOrderHistoryQuery } from './use-order-history-query';

export function OrderHistoryPage() {
  const [query, setQuery] = useOrderHistoryQuery();
  const { isPending } = useOrders(query);
  const owner = useOrdersOwner();
  usePageMeta({
    title: 'Your Orders',
    description: 'Your Panic Squad merch orders: status, delivery estimates and receipts.',
  });

  const turnPage = (page: number) => {
    setQuery({ ...query, page }, { newHistoryEntry: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <main>
      <Container>
        <PageTitle>Your Orders</PageTitle>
        <OrderHistoryIntro owner={owner} />
        <OrderFilters query={query} onChange={setQuery} />
        <OrderHistoryResults query={query} onPage={turnPage} onClearFilters={() => setQuery({ page: 1 })} />
        {/* Under a list of unknown length: it appears with the list rather than being pushed down by it. */}
        {!isPending && <OrderHelpLinks />}
      </Container>
    </main>
  );
}
