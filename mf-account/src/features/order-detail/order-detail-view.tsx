import type { OrderDetailResponse } from '@ps/shared/schemas';
import { ShopAddress } from '@ps/shared/support';
import { Container, ReceiptPrintStyle } from '@ps/shared/ui';
import { OrderItemsPanel } from '../../ui/order-items-panel';
import { OrderProgressPanel } from '../../ui/order-progress-panel';
import { RevealOrderForm } from '../../ui/reveal-order-form';
import { ShippingAddressPanel } from '../../ui/shipping-address-panel';
import { ChangeAddressPanel } from './change-address-panel';
import { CustomerInfoPanel } from './customer-info-panel';
import { OrderDetailHeader } from './order-detail-header';
import { BackLink, Column, Columns } from './order-detail-layout';
import { OrderChangesPanel } from './order-changes-panel';
import { OrderHelpCard } from './order-help-card';
import { PaymentPanel } from './payment-panel';

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
            <OrderChangesPanel order={order} />
          </Column>
          <Column>
            <CustomerInfoPanel customer={order.customerInfo} />
            <ShippingAddressPanel address={order.shippingAddress} name={order.customerInfo.name} />
            {order.addressEditable && order.editAddress && (
              <ChangeAddressPanel order={order} address={order.editAddress} />
            )}
            <PaymentPanel order={order} />
            <OrderHelpCard status={order.status} orderNumber={order.orderNumber} timeline={order.timeline} />
          </Column>
        </Columns>
        <ShopAddress />
      </Container>
    </main>
  );
}
