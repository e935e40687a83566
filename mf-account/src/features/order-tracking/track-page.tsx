import styled from 'styled-components';
import { useNavigate, useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Container, VisuallyHidden } from '@ps/shared/ui';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';
import { useOrderLookup } from '../../lib/orders-api/use-order-lookup';
import { PageTitle } from '../../ui/page-title';
import { TrackForm } from './track-form';
import { TrackLookupOutcome } from './track-lookup-outcome';
import { trackingAnnouncement } from './tracking-announcement';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 60ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function TrackPage() {
  const param = useParams().orderNumber;
  const orderNumber = param ? normalizeOrderNumber(param) : undefined;
  const navigate = useNavigate();
  const lookup = useOrderLookup(orderNumber);
  usePageMeta({
    title: orderNumber ? `Track order ${orderNumber}` : 'Track Your Order',
    description: 'Track your Panic Squad merch order by its number: status, progress and delivery estimate.',
  });

  const track = (next: string) => {
    if (next === orderNumber) void lookup.query.refetch();
    else navigate(`/track/${encodeURIComponent(next)}`);
  };

  return (
    <main>
      <Container>
        <PageTitle>Track Your Order</PageTitle>
        <Intro>Got an order number? Punch it in and see where your gear is, no panic required.</Intro>
        <TrackForm orderNumber={orderNumber ?? ''} onTrack={track} />
        <VisuallyHidden role="status">{trackingAnnouncement(orderNumber, lookup.query)}</VisuallyHidden>
        {orderNumber && <TrackLookupOutcome lookup={lookup} />}
      </Container>
    </main>
  );
}
