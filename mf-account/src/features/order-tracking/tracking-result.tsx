import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import type { OrderDetailResponse } from '@ps/shared/schemas';
import { OrderItemsPanel } from '../../ui/order-items-panel';
import { OrderProgressPanel } from '../../ui/order-progress-panel';
import { RevealOrderForm } from '../../ui/reveal-order-form';
import { ShippingAddressPanel } from '../../ui/shipping-address-panel';
import { TrackingStatusPanel } from './tracking-status-panel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

interface Props {
  response: OrderDetailResponse;
  onReveal: (email: string) => void;
  checkingEmail: boolean;
}

export function TrackingResult({ response: { order, masked }, onReveal, checkingEmail }: Props) {
  return (
    <Layout data-testid="tracking-result">
      <TrackingStatusPanel order={order} />
      {masked && <RevealOrderForm onReveal={onReveal} checking={checkingEmail} />}
      <Columns>
        <OrderProgressPanel order={order} />
        <Column>
          <ShippingAddressPanel address={order.shippingAddress} name={order.customerInfo.name} />
          <OrderItemsPanel order={order} />
        </Column>
      </Columns>
    </Layout>
  );
}
