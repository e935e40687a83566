/**
 * The order and payment status badges, for the pages that show orders (account, checkout, console). Not in
 * the `@ps/shared/ui` singleton, which every page loads whole, so a fan's first load goes without them;
 * stateless, so each app bundles what it uses (decision 032).
 */
export { ORDER_STATUS_TONES, OrderStatusBadge } from './order-status-badge';
export { PAYMENT_STATUS_TONES, PaymentStatusBadge } from './payment-status-badge';
