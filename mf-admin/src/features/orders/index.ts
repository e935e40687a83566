export { OrderDetailPage } from './detail/order-detail-page';
export { OrdersPage } from './list/orders-page';
