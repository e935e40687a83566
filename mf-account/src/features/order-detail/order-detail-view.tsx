import { Link } from '@ps/shared/router';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import type { OrderDetailResponse } from '@ps/shared/schemas';
import { Container } from '@ps/shared/ui';
import { OrderItemsPanel } from '../../ui/order-items-panel';
import { OrderProgressPanel } from '../../ui/order-progress-panel';
import { RevealOrderForm } from '../../ui/reveal-order-form';
import { ShippingAddressPanel } from '../../ui/shipping-address-panel';
import { CustomerInfoPanel } from './customer-info-panel';
import { OrderDetailHeader } from './order-detail-header';
import { OrderHelpCard } from './order-help-card';
import { PaymentPanel } from './payment-panel';
import { ReceiptPrintStyle } from './receipt-print-style';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 700;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.6fr) minmax(280px, 1fr);
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

export function OrderDetailView({ response: { order, masked }, onReveal, checkingEmail }: Props) {
  return (
    <main data-receipt>
      <ReceiptPrintStyle />
      <Container>
        <BackLink to="/account/orders" data-print-hidden>
          ← All orders
        </BackLink>
        <OrderDetailHeader order={order} />
        {masked && <RevealOrderForm onReveal={onReveal} checking={checkingEmail} />}
        <Columns>
          <Column>
            <OrderProgressPanel order={order} />
            <OrderItemsPanel order={order} />
          </Column>
          <Column>
            <CustomerInfoPanel customer={order.customerInfo} />
            <ShippingAddressPanel address={order.shippingAddress} name={order.customerInfo.name} />
            <PaymentPanel order={order} />
            <OrderHelpCard status={order.status} />
          </Column>
        </Columns>
      </Container>
    </main>
  );
}
